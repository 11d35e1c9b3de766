// The production build's own files, as deploy/nginx.conf would serve them: valid HTML, CSS that
// old engines read.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Manifest } from 'vite';
import { bootKey, closure, entryKey, firstVisit } from '../scripts/first-visit.ts';
import { routeBytes } from '../scripts/route-bytes.ts';
import { expect, test } from './fixtures';
import { ROOT, setupProductionBuild } from './production-build';
import { listedModules } from './start-up-names';

const { dist: DIST } = setupProductionBuild();

/** The files a prerendered page lists for the app to fetch after its first paint. */
const modulesOf = (page: string) => listedModules(readFileSync(page, 'utf8'));

/** The build's manifest (read once the build exists, in the file's beforeAll). */
const readManifest = () =>
  JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** Every HTML file of the build, at any depth. */
function htmlFiles(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test('no page but /planner loads any of the planner on its first visit', () => {
  const manifest = readManifest();
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

test("a first visit leaves out the footer's code and the 对比栏, and the HTML has the footer", () => {
  // Both come after hydration (src/app/page-data.ts, compare-tray-slot.tsx): /home's JS before
  // the app is ready went 107.6 -> 105.9 KB gzip. The footer still arrives as prerendered HTML.
  const manifest = readManifest();
  const later = [
    'src/components/layout/site-footer/site-footer.tsx',
    'src/features/compare/compare-tray.tsx',
  ];
  for (const key of Object.keys(manifest).filter((k) => /^src\/pages\/.+-page\.tsx$/.test(k))) {
    const { entry, app, page } = firstVisit(manifest, key);
    expect(
      [...entry, ...app, ...page].filter((k) => later.includes(k)),
      key,
    ).toEqual([]);
  }
  for (const page of htmlFiles().filter((path) => path.endsWith('.html')))
    expect(readFileSync(page, 'utf8'), page).toMatch(/<footer[^>]*>[\s\S]*粤ICP备/);
});

test('the entry asks for the app after the first paint, never imports it', () => {
  // A module both src/main.tsx and the app imported once went into the app's chunk, and the entry
  // imported that whole chunk statically: the app came with the HTML, and a failed app left the
  // entry dead too.
  const manifest = readManifest();
  const entry = entryKey(manifest)!;
  expect([...closure(manifest, entry)]).not.toContain(bootKey(manifest)!);
  expect(manifest[entry]!.dynamicImports).toContain(bootKey(manifest)!);
});

test("/home's JS before the app is ready is at most 100 KB gzip, as nginx sends it", () => {
  // Issue 53's budget for a first visit (npm run size prints every route): a module added to the
  // shell, or a library that grows, fails here rather than in a later benchmark.
  const home = routeBytes(pathToFileURL(`${DIST}/`)).find((row) => row.route === '/home')!;
  expect(home.js / 1024).toBeGreaterThan(50);
  expect(home.js / 1024).toBeLessThanOrEqual(100);
});

test('a first visit asks for the app in at most eight files, a model page for its own series', () => {
  // Each further file cost a phone on HTTP/1.1 a round trip (vite.config.ts, codeSplitting): a
  // model page asked for 19 before code two pages share was copied into each.
  const pages = htmlFiles().filter((path) => path.endsWith('index.html'));
  expect(pages.length).toBeGreaterThan(80);
  for (const page of pages) {
    const modules = modulesOf(page);
    expect(modules?.length, page).toBeGreaterThanOrEqual(2);
    expect(modules!.length, page).toBeLessThanOrEqual(8);
  }
  const model = modulesOf(join(DIST, 'product/lenggui/cc-lg-4d/index.html'))!;
  expect(model.length).toBeLessThanOrEqual(4);
  expect(model).toContainEqual(expect.stringMatching(/^\/assets\/lenggui-[\w-]+\.js$/));
  for (const other of ['baowentai', 'zhengfangui', 'xiaoduji'])
    expect(model.filter((file) => file.includes(`/${other}-`))).toEqual([]);
});

test('a model or case that exists does not fetch the page for a missing one', () => {
  // MissingPage (and the series cards it offers) shows only for an unknown model or case
  // (src/components/ui/missing-page-later.tsx): 2.6 KB of brotli and two requests on a model page.
  const caseDir = readdirSync(join(DIST, 'case')).find((name) =>
    statSync(join(DIST, 'case', name)).isDirectory(),
  )!;
  for (const page of ['product/lenggui/cc-lg-4d', `case/${caseDir}`]) {
    const modules = modulesOf(join(DIST, page, 'index.html'))!;
    expect(modules.length, page).toBeGreaterThan(2);
    expect(
      modules.filter((file) => /\/(missing-page|series-cards)-/.test(file)),
      page,
    ).toEqual([]);
  }
});

for (const [name, page, later, shown] of [
  ['a model page', 'product/lenggui/cc-lg-4d', 'src/pages/model/model-later.tsx', '其他型号'],
  ['the home page', 'home', 'src/pages/home/home-later.tsx', '查看全部工程案例'],
] as const)
  test(`${name} hydrates its part below the first screen after, styled from the start`, () => {
    // src/app/page-data.ts: that part's code is fetched as hydration starts, not with the app (6 to
    // 8 KB of brotli), but its CSS is the page's: the prerendered sections are styled at first paint.
    const part = readManifest()[later]!;
    const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
    const modules = modulesOf(join(DIST, page, 'index.html'))!;
    expect(modules.length).toBeGreaterThan(1);
    expect(modules).not.toContain(`/${part.file}`);
    expect(part.css?.length).toBeGreaterThan(0);
    for (const css of part.css ?? []) expect(html).toContain(`<style data-href="/${css}">`);
    expect(html).toContain(shown);
  });

test('no component class has rules in two of the CSS files', () => {
  // A copy in the CSS of a page visited later within the app would come after the first page's
  // own rules and override them there (vite.config.ts copies no code with styles). Classes of CSS
  // modules are an underscore and three characters (scripts/short-class-names.ts).
  const css = readdirSync(join(DIST, 'assets')).filter(
    (name) => name.endsWith('.css') && !name.startsWith('page-css-'),
  );
  const fileOf = new Map<string, string>();
  for (const name of css) {
    const text = readFileSync(join(DIST, 'assets', name), 'utf8');
    for (const className of new Set([...text.matchAll(/\.(_[0-9a-z]{3})\b/g)].map((m) => m[1]!))) {
      expect(fileOf.get(className) ?? name, `${className} in ${name}`).toBe(name);
      fileOf.set(className, name);
    }
  }
  expect(fileOf.size).toBeGreaterThan(300);
});

test('no page paints an SVG image from its CSS', () => {
  // Each SVG image is a document of its own to the browser: about 8 ms of a slow phone's main
  // thread before the first picture paints (src/components/ui/icon.tsx draws icons inline).
  const css = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'));
  const styles = htmlFiles().map((page) =>
    [...readFileSync(page, 'utf8').matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(
      ([, text]) => text,
    ),
  );
  expect(styles.flat().join('').length).toBeGreaterThan(100_000);
  for (const text of [
    ...styles.flat(),
    ...css.map((name) => readFileSync(join(DIST, 'assets', name), 'utf8')),
  ])
    expect(text).not.toMatch(/url\(["']?data:image\/svg|url\([^)]*\.svg/);
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
  const pages = htmlFiles();
  const jar = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  // What the validator does not know: `elementtiming` (the WICG Element Timing API, in Chromium
  // since 77) on each page's first picture, src/components/ui/first-picture.ts; and `blocking` on
  // `<link rel="expect">` (index.html), a link type of the HTML standard that Chromium has run since
  // 124, while the validator still allows `blocking` on a stylesheet link only.
  const unknownToValidator = [
    '.*Attribute “elementtiming” not allowed on element “img”.*',
    '.*A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*',
  ].join('|');
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
    messages.map((m) => `${m.url.replace(new RegExp(`^.*${basename(DIST)}`), '')}: ${m.message}`),
    `${pages.length} files checked`,
  ).toEqual([]);
});
