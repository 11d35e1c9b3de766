// Build-time prerender: renders every public route to dist/<route>/index.html with its head tags,
// then writes sitemap.xml, robots.txt and spa.html (the app shell the server falls back to).
// The HTML is read with a parser and written tag by tag (scripts/prerender/html.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import {
  ROOT_CSS,
  ROOT_ISLANDS,
  ROOT_MODULES,
  ROOT_PRERENDERED,
  rootAttribute,
} from '../src/config/start-up.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { bootKey, firstVisit, laterVisit } from './first-visit.ts';
import { element, type Attributes } from './prerender/html.ts';
import { pageAssets, writeIslandList } from './prerender/page-assets.ts';
import { pageTemplate, withoutImagePreloads } from './prerender/page-template.ts';
import { splitHead } from './prerender/rendered-head.ts';
import { shareTags } from './prerender/share-tags.ts';
import { loadServerBundle, type PublicRoute, type ServerBundle } from './server-bundle.ts';
import { escapeHtml, robotsTxt, sitemapXml } from './site-files.ts';

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** What every page of one build is written with. */
interface Build {
  dist: string;
  manifest: Manifest;
  server: ServerBundle;
  assets: ReturnType<typeof pageAssets>;
  /** Fills the template (Vite's index.html) with a page. */
  fill: ReturnType<typeof pageTemplate>;
  /** The island list's URL (#root's data-islands). */
  islands: string;
  /** First in <head>: catches presses on buttons until the app has hydrated (src/app/early-taps). */
  earlyTaps: string;
}

/**
 * #root's data attributes (src/config/start-up.ts) that name files: the chunks src/main.tsx
 * preloads after the first paint (Vite's own loader then finds them linked and adds nothing), the
 * header islands' list, and the page's CSS in full, one file.
 */
const rootFiles = (build: Build, modules: Iterable<string>, css: Iterable<string>): Attributes => [
  [rootAttribute(ROOT_MODULES), build.assets.modules(modules)],
  [rootAttribute(ROOT_ISLANDS), build.islands],
  [rootAttribute(ROOT_CSS), build.assets.fullCss(css)],
];

/** Writes a filled page, its inlined CSS cut down to the rules its markup uses. */
async function writePage(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await inlineCriticalCss(withoutImagePreloads(html)));
}

/**
 * The shell for app-only and unknown paths (spa.html): header, footer and a loading line, painted
 * from the HTML; no data-prerendered, so the app renders the real page afresh. It sets the title
 * then. Rendered at a path no route has, so no navigation item shows as the current one.
 */
async function writeSpaShell(build: Build) {
  const { entry, app } = firstVisit(build.manifest, bootKey(build.manifest));
  const { body } = splitHead((await build.server.render('/loading', { shell: true })).html);
  const head = [
    build.earlyTaps,
    element('title', [], escapeHtml(build.server.site.title)),
    ...build.assets.inlinedCss([...entry, ...app]),
  ];
  const root = rootFiles(build, app, [...entry, ...app]);
  await writePage(join(build.dist, 'spa.html'), build.fill({ head, root, body }));
}

/**
 * App-only pages (login, query or browser storage) get the shell at their own path (200), listing
 * their page's chunks too, so the app fetches them with its own instead of after it has started.
 * Each paints its own banner and a frame of its content (src/app/shell-page.tsx) under the full
 * head of a prerendered page, so its heading is the first and largest paint.
 */
async function writeShellPage(build: Build, { path, module }: { path: string; module: string }) {
  const { entry, app, page } = firstVisit(build.manifest, `src/pages/${module}`);
  const rendered = splitHead((await build.server.render(path, { shell: true })).html);
  const { site, siteOrigin } = build.server;
  const head = [
    build.earlyTaps,
    ...rendered.head,
    ...shareTags(site, siteOrigin, { ...rendered, url: path, canonical: `${siteOrigin}${path}` }),
    ...build.assets.inlinedCss([...entry, ...app, ...page]),
  ];
  const root = rootFiles(build, [...app, ...page], [...entry, ...app, ...page]);
  const html = build.fill({ head, root, body: rendered.body });
  await writePage(join(build.dist, path, 'index.html'), html);
}

/** A prerendered page, hydrated by the app when it is at this very URL (data-prerendered). */
async function writePublicPage(build: Build, route: PublicRoute) {
  const { manifest, server } = build;
  const rendered = splitHead((await server.render(route.url)).html);
  const canonical = `${server.siteOrigin}${route.url}`;
  const visit = firstVisit(
    manifest,
    `src/pages/${route.module}`,
    server.pageDataModules(route.url),
  );
  // A part below the first screen that comes after hydration (src/app/page-data.ts): its CSS
  // is the page's, its code no part of data-modules.
  const later = laterVisit(manifest, visit, server.pageDataModules(route.url, { later: true }));
  const css = [...visit.entry, ...visit.app, ...visit.page, ...later];
  const head = [
    build.earlyTaps,
    ...rendered.head,
    ...shareTags(server.site, server.siteOrigin, { ...rendered, url: route.url, canonical }),
    ...build.assets.inlinedCss(css),
    ...server
      .structuredData(route)
      .map((data) => element('script', [['type', 'application/ld+json']], safeJson(data))),
  ];
  const root: Attributes = [
    [rootAttribute(ROOT_PRERENDERED), route.url],
    ...rootFiles(build, [...visit.app, ...visit.page], css),
  ];
  const html = build.fill({ head, root, body: rendered.body });
  await writePage(join(build.dist, route.file, 'index.html'), html);
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}): Promise<void> {
  const dist = resolve(outDir);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const server = await loadServerBundle(ssrDir);
  const build: Build = {
    dist,
    manifest,
    server,
    assets: pageAssets(dist, manifest),
    // Read before the site root's page (dist/index.html) takes its place.
    fill: pageTemplate(readFileSync(join(dist, 'index.html'), 'utf8'), server.PRINT_BRAND),
    islands: writeIslandList(dist, manifest),
    earlyTaps: element('script', [], server.EARLY_TAPS_SCRIPT),
  };
  await writeSpaShell(build);
  for (const route of server.SHELL_ROUTES) await writeShellPage(build, route);
  for (const route of server.PUBLIC_ROUTES) await writePublicPage(build, route);

  const sitemap = sitemapXml(server.PUBLIC_ROUTES, server.siteOrigin);
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(server.SHELL_PATHS, server.siteOrigin));
  console.log(
    `prerendered ${server.PUBLIC_ROUTES.length} pages, sitemap.xml (${sitemap.split('<loc>').length - 1} URLs), robots.txt`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender({ outDir: process.argv[2], ssrDir: process.argv[3] });
}
