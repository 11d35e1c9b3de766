// The production build's own files, as deploy/nginx.conf would serve them: valid HTML, CSS that
// old engines read.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Manifest } from 'vite';
import { firstVisit } from '../scripts/first-visit.mjs';
import { expect, test } from './fixtures';
import { ROOT, setupProductionBuild } from './production-build';

const DIST_NAME = 'dist-build-files';
const { dist: DIST } = setupProductionBuild(DIST_NAME);

test('no page but /planner loads any of the planner on its first visit', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pages = Object.keys(manifest).filter((key) => /^src\/pages\/.+-page\.tsx$/.test(key));
  expect(pages.length).toBeGreaterThan(20);
  const planner = /^src\/(features|pages)\/planner\//;
  for (const key of pages) {
    const { entry, app, page } = firstVisit(manifest, key);
    const loaded = [...entry, ...app, ...page];
    if (key.startsWith('src/pages/planner/'))
      expect(loaded.some((k) => planner.test(k))).toBe(true);
    else
      expect(
        loaded.filter((k) => planner.test(k)),
        key,
      ).toEqual([]);
  }
});

test('the CSS has no range media queries (Chromium below 104 ignores them)', () => {
  const css = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'));
  expect(css.length).toBeGreaterThan(5);
  const texts = css.map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'));
  css.forEach((name, i) =>
    expect(texts[i]!.match(/@media[^{]*\((?:width|height)\s*[<>]/g) ?? [], name).toEqual([]),
  );
  expect(texts.join('')).toContain('@media (max-width:767.98px)');
});

test('every prerendered page is valid HTML (W3C Nu validator, errors only)', async () => {
  test.setTimeout(120_000);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) pages.push(path);
    }
  };
  walk(DIST);
  const jar = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  // One attribute the validator does not know: `elementtiming` (the WICG Element Timing API, in
  // Chromium since 77) on each page's first picture, src/components/ui/first-picture.ts.
  const unknownToValidator = '.*Attribute “elementtiming” not allowed on element “img”.*';
  const { stderr } = await promisify(execFile)(
    'java',
    [
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      '--filterpattern',
      unknownToValidator,
      ...pages,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const messages = (JSON.parse(stderr) as { messages: { url: string; message: string }[] })
    .messages;
  expect(
    messages.map((m) => `${m.url.replace(new RegExp(`^.*${DIST_NAME}`), '')}: ${m.message}`),
    `${pages.length} files checked`,
  ).toEqual([]);
});
