// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { chineseNumber } from '@/content/claims/facts';
import { catalogue } from '.';
import { MODEL_COUNT } from './model-count.generated';

/**
 * Counts follow the catalogue: the number of models from model-count.generated.ts (which
 * `npm run add-model` writes from the catalogue), the number of series from src/config/series.ts.
 * A model added to its series file must not leave "49 个标准型号" or "七大系列" behind in some
 * other file, so no source file may type either count.
 */
const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'scripts', 'server'];
const SOURCE = /\.(ts|tsx|html)$/;
const GENERATED = 'src/content/catalogue/model-count.generated.ts';

/**
 * Allowed copies, each with its reason. Page modules belong to the page-recipe work in progress:
 * move their text to src/content and delete their lines here.
 */
const KNOWN: Record<string, string[]> = {
  // History: the year the seventh series came out.
  'src/content/progress.ts': ['七大产品系列齐备', '组成覆盖后厨全流程的七大系列'],
  'src/pages/product/sections/product-overview.tsx': ['七大产品系列'],
  'src/pages/product/sections/series-switcher.tsx': ['seven series'],
};

const S = '[\\s\\u00a0]*';
const n = (value: number) => `(?<![\\d.])${value}(?![\\d.])`;
const ENGLISH = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const models = catalogue.length;
const series = SERIES.length;
const COPIES = {
  models: new RegExp(
    `(${n(models)}|${chineseNumber(models)})${S}(个|款|种)|models:${S}${n(models)}|${n(models)}\\s+(standard\\s+)?models?\\b`,
  ),
  series: new RegExp(
    `(${n(series)}|${chineseNumber(series)})${S}(大|个)?${S}(产品)?系列|\\b${ENGLISH[series]}\\s+(product\\s+)?series\\b`,
    'i',
  ),
};

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}
const files = [...FOLDERS.flatMap(sources), 'index.html'].filter((path) => path !== GENERATED);

describe('counts follow the catalogue', () => {
  it('has the generated model count up to date', () => {
    expect(MODEL_COUNT, 'run `npm run add-model -- <model number>`').toBe(catalogue.length);
  });

  it('catches a typed count', () => {
    for (const text of [
      `${models} 个标准型号`,
      `models: ${models},`,
      `${chineseNumber(series)}大系列`,
    ])
      expect(text).toMatch(new RegExp(`${COPIES.models.source}|${COPIES.series.source}`));
  });

  it.each(Object.entries(COPIES))('types the number of %s in no source file', (_what, copy) => {
    const copies = files
      .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))
      .map(({ file, text }) => ({
        file,
        text: (KNOWN[file] ?? []).reduce((rest, known) => rest.replace(known, ''), text),
      }))
      .filter(({ text }) => copy.test(text))
      .map(({ file, text }) => `${file}: ${text.match(copy)![0]}`);
    expect(copies, 'derive it from the catalogue or src/config/series.ts').toEqual([]);
  });

  it('keeps each known copy listed only while it is still there', () => {
    for (const [file, copies] of Object.entries(KNOWN))
      for (const text of copies)
        expect(readFileSync(join(ROOT, file), 'utf8'), `${file}: unlist it`).toContain(text);
  });
});
