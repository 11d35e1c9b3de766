// Build-time prerender: renders every public route to dist/<route>/index.html with its head tags,
// then writes sitemap.xml, robots.txt and spa.html (the app shell the server falls back to).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { inlineCriticalCss } from './critical-css.ts';
import { ISLANDS, bootKey, firstVisit, islandKey, laterVisit } from './first-visit.ts';
import { loadServerBundle } from './server-bundle.ts';
import { escapeHtml, robotsTxt, sitemapXml } from './site-files.ts';

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The share image of a page (public/share, made by scripts/share-cards.ts): its series' card for
 * series and model pages, the case card for case pages, the company card otherwise.
 */
export function shareCard(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const series = searchParams.get('ctype') ?? /^\/product\/([a-z]+)\//.exec(pathname)?.[1];
  if (series && existsSync(new URL(`../public/share/${series}.jpg`, import.meta.url)))
    return `/share/${series}.jpg`;
  if (pathname.startsWith('/case')) return '/share/case.jpg';
  return '/share/default.jpg';
}

/** Pulls the <title> and <meta> React rendered with the page out of the body markup. */
function extractHead(html: string) {
  const head: string[] = [];
  const body = html.replace(/<title>[\s\S]*?<\/title>|<meta [^>]*?\/?>/g, (tag) => {
    head.push(tag);
    return '';
  });
  return { head, body };
}

/** The title text and description a page's rendered head holds (site defaults otherwise). */
function headText(head: string[]): { title?: string; description?: string } {
  const title = head.find((t) => t.startsWith('<title>'));
  return {
    title: title?.replace(/<\/?title>/g, ''),
    description: (head.find((t) => t.includes('name="description"')) ?? '').match(
      /content="([^"]*)"/,
    )?.[1],
  };
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}): Promise<void> {
  const dist = resolve(outDir);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const server = await loadServerBundle(ssrDir);
  const {
    EARLY_TAPS_SCRIPT,
    PRINT_BRAND,
    PUBLIC_ROUTES,
    pageDataModules,
    SHELL_PATHS,
    SHELL_ROUTES,
    structuredData,
    site,
    siteOrigin,
    render,
  } = server;
  /** Canonical link, Open Graph tags with the page's raster share card, and the touch icon. */
  const shareTags = (
    {
      title = escapeHtml(site.title),
      description = escapeHtml(site.description),
    }: ReturnType<typeof headText>,
    canonical: string,
    url: string,
  ) => [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="zh_CN" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${siteOrigin}${shareCard(url)}`)}" />`,
    `<meta property="og:image:type" content="image/jpeg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<link rel="apple-touch-icon" href="/share/icon.png" />`,
  ];
  // First in <head>: catches presses on buttons until the app has hydrated (src/app/early-taps).
  const earlyTaps = `<script>${EARLY_TAPS_SCRIPT}</script>`;

  const chunk = (key: string) => manifest[key]!;
  const cssFiles = (keys: Iterable<string>) => [
    ...new Set([...keys].flatMap((key) => chunk(key).css ?? [])),
  ];
  // Every page inlines its CSS files and joins them into its full CSS: each is read once.
  const cssTexts = new Map<string, string>();
  const cssText = (file: string) => {
    if (!cssTexts.has(file)) cssTexts.set(file, readFileSync(join(dist, file), 'utf8'));
    return cssTexts.get(file)!;
  };
  /** The CSS of these chunks as <style data-href> tags (see below). */
  const inlinedCss = (keys: Iterable<string>) =>
    // The page's CSS is inlined (the rules its markup uses: scripts/critical-css.ts): content
    // paints from the HTML alone, with no render-blocking request. src/main.tsx tells Vite's chunk
    // loader which files these are (data-href).
    cssFiles(keys).map((file) => `<style data-href="/${file}">${cssText(file)}</style>`);
  /**
   * data-css: the same files in full and in order, as one file named by its content (pages with
   * the same chunks share it), which src/main.tsx links with the app: on a phone's line each
   * request costs a round trip, and the app needs the rules the inlined CSS left out.
   */
  const fullCssAttribute = (keys: Iterable<string>) => {
    const css = cssFiles(keys).map(cssText).join('\n');
    const file = `assets/page-css-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    if (!existsSync(join(dist, file))) writeFileSync(join(dist, file), css);
    return ` data-css="/${file}"`;
  };
  /**
   * The template with `tags` in its head and `body` in #root (with its attributes), between the
   * print-only letterhead and address line (outside #root: static, no JS).
   */
  const fill = (tags: string[], rootAttributes: string, body: string) =>
    template
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `${PRINT_BRAND.masthead}<div id="root"${rootAttributes}>${body}</div>${PRINT_BRAND.colophon}`,
      );
  // data-islands: the header islands' files, in waves, which the app preloads when idle after
  // hydration (src/app/islands.ts), skipping those the page has already. One JSON file for every
  // page, named by its content: listed in each page, it cost every HTML half a kilobyte of gzip.
  const listed = new Set<string>();
  const islandWaves = ISLANDS.map((wave) => {
    const files = new Set<string>();
    for (const island of wave) {
      // .page: what neither the entry nor the app (React, the router, the shell) holds.
      for (const key of firstVisit(manifest, islandKey(manifest, island)).page) {
        if (listed.has(key)) continue;
        listed.add(key);
        files.add(`/${chunk(key).file}`);
        for (const css of chunk(key).css ?? []) files.add(`/${css}`);
        // A worker the chunk starts (Vite lists its script among the chunk's assets): the search
        // index's (src/features/search/search-worker.ts), fetched ahead into the HTTP cache.
        for (const asset of chunk(key).assets ?? [])
          if (asset.endsWith('.js')) files.add(`/${asset}`);
      }
    }
    return [...files];
  }).filter((files) => files.length > 0);
  const islandsJson = JSON.stringify(islandWaves);
  const islandsFile = `assets/islands-${createHash('sha256').update(islandsJson).digest('hex').slice(0, 8)}.json`;
  writeFileSync(join(dist, islandsFile), islandsJson);
  // data-modules: chunks src/main.tsx preloads after the first paint (Vite's own loader then finds
  // them linked and adds nothing).
  const modulesAttribute = (keys: Iterable<string>) =>
    ` data-modules="${[...keys].map((key) => `/${chunk(key).file}`).join(' ')}" data-islands="/${islandsFile}"`;

  // The shell for app-only and unknown paths: header, footer and a loading line, painted from the
  // HTML; no data-prerendered, so the app renders the real page afresh. It sets the title then.
  const { entry: shellEntry, app: shellApp } = firstVisit(manifest, bootKey(manifest));
  // Rendered at a path no route has, so no navigation item shows as the current one.
  const shellHtml = extractHead((await render('/loading', { shell: true })).html).body;
  const shellHead = [
    earlyTaps,
    `<title>${escapeHtml(site.title)}</title>`,
    ...inlinedCss([...shellEntry, ...shellApp]),
  ];
  // React writes a `<link rel="preload" as="image">` for each of the first ten eager images; the
  // page arrives in one round trip, so the preload scanner meets those <img> as soon as the links.
  const writePage = async (file: string, html: string) =>
    writeFileSync(
      file,
      await inlineCriticalCss(html.replace(/<link rel="preload" as="image"[^>]*>/g, '')),
    );
  await writePage(
    join(dist, 'spa.html'),
    fill(
      shellHead,
      modulesAttribute(shellApp) + fullCssAttribute([...shellEntry, ...shellApp]),
      shellHtml,
    ),
  );
  // App-only pages (login, query or browser storage) get the shell at their own path (200), listing
  // their page's chunks too, so the app fetches them with its own instead of after it has started.
  // Each paints its own banner and a frame of its content (src/app/shell-page.tsx) under the full
  // head of a prerendered page, so its heading is the first and largest paint.
  for (const { path, module } of SHELL_ROUTES) {
    const { page } = firstVisit(manifest, `src/pages/${module}`);
    const { head, body } = extractHead((await render(path, { shell: true })).html);
    const tags = [
      earlyTaps,
      ...head,
      ...shareTags(headText(head), `${siteOrigin}${path}`, path),
      ...inlinedCss([...shellEntry, ...shellApp, ...page]),
    ];
    mkdirSync(join(dist, path), { recursive: true });
    const html = fill(
      tags,
      modulesAttribute([...shellApp, ...page]) +
        fullCssAttribute([...shellEntry, ...shellApp, ...page]),
      body,
    );
    await writePage(join(dist, path, 'index.html'), html);
  }
  for (const route of PUBLIC_ROUTES) {
    const { html } = await render(route.url);
    const { head, body } = extractHead(html);
    const canonical = `${siteOrigin}${route.url}`;

    const visit = firstVisit(manifest, `src/pages/${route.module}`, pageDataModules(route.url));
    const { entry, app, page: pageKeys } = visit;
    // A part below the first screen that comes after hydration (src/app/page-data.ts): its CSS
    // is the page's, its code no part of data-modules.
    const laterKeys = laterVisit(manifest, visit, pageDataModules(route.url, { later: true }));
    const cssKeys = [...entry, ...app, ...pageKeys, ...laterKeys];
    const tags = [
      earlyTaps,
      ...head,
      ...shareTags(headText(head), canonical, route.url),
      ...inlinedCss(cssKeys),
      ...structuredData(route).map(
        (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
      ),
    ];
    const page = fill(
      tags,
      ` data-prerendered="${escapeHtml(route.url)}"${modulesAttribute([...app, ...pageKeys])}` +
        fullCssAttribute(cssKeys),
      body,
    );
    const dir = join(dist, route.file);
    mkdirSync(dir, { recursive: true });
    await writePage(join(dir, 'index.html'), page);
  }

  const sitemap = sitemapXml(PUBLIC_ROUTES, siteOrigin);
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(SHELL_PATHS, siteOrigin));
  console.log(
    `prerendered ${PUBLIC_ROUTES.length} pages, sitemap.xml (${sitemap.split('<loc>').length - 1} URLs), robots.txt`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender({ outDir: process.argv[2], ssrDir: process.argv[3] });
}
