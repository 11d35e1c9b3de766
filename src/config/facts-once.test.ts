// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillSiteFacts } from '../../scripts/site-facts';
import { brand } from '@/styles/tokens';
import { company } from './company';

/**
 * Each fact once (issue 54): the hotline is written only in src/config/company.ts and the brand
 * colour only in src/styles/tokens.ts; every other source file (tests included) reads them.
 * Drawings (.svg) and generated files are not sources.
 */
const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'scripts', 'server', 'e2e', 'engines'];
const TOP_FILES = [
  'index.html',
  'vite.config.ts',
  'playwright.config.ts',
  'vitest.engines.config.ts',
];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|html|less|css)$/;

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('.generated.'));
}

const ALL = [...FOLDERS.flatMap(sources), ...TOP_FILES];

const holding = (literal: string) =>
  ALL.filter((path) => readFileSync(join(ROOT, path), 'utf8').toLowerCase().includes(literal));

describe('each fact once', () => {
  it('writes the hotline in src/config/company.ts alone', () => {
    const digits = company.hotline.replace(/\D/g, '');
    expect(holding(company.hotline)).toEqual(['src/config/company.ts']);
    expect(holding(`tel:${digits}`)).toEqual([]);
  });

  it('writes the brand colour in src/styles/tokens.ts alone', () => {
    expect(holding(brand.toLowerCase())).toEqual(['src/styles/tokens.ts']);
  });

  it("fills index.html's theme colour and hotline at build", () => {
    const html = fillSiteFacts(readFileSync(join(ROOT, 'index.html'), 'utf8'));
    expect(html).toContain(`<meta name="theme-color" content="${brand}" />`);
    expect(html).toContain(`致电 ${company.hotline}。`);
    expect(html).not.toMatch(/%SITE_/);
    expect(() => fillSiteFacts('%SITE_NOTHING%')).toThrow(/no site fact named/);
  });
});
