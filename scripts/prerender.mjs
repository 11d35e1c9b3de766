// Build-time prerender: renders every public route to dist/<route>/index.html with its head tags,
// then writes sitemap.xml, robots.txt and spa.html (the empty shell the server falls back to).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
// JSON inside <script> must not be able to close the tag.
const safeJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The page module a URL loads (its CSS and JS go into the prerendered head). */
function pageModule(url) {
  const segments = new URL(url, 'http://x').pathname.split('/').filter(Boolean);
  if (segments[0] === 'argument') return `src/pages/argument/${segments[1]}-page.tsx`;
  const name = segments[0] ?? 'home';
  return `src/pages/${name}/${name}-page.tsx`;
}

function closure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Pulls the <title> and <meta> React rendered with the page out of the body markup. */
function extractHead(html) {
  const head = [];
  const body = html.replace(/<title>[\s\S]*?<\/title>|<meta [^>]*?\/?>/g, (tag) => {
    head.push(tag);
    return '';
  });
  return { head, body };
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}) {
  const dist = resolve(outDir);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const { PUBLIC_ROUTES, structuredData, site, siteOrigin, render } = server;

  writeFileSync(join(dist, 'spa.html'), template);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(manifest, entryKey);

  for (const route of PUBLIC_ROUTES) {
    const { html, status } = await render(route.url);
    if (status !== 200) throw new Error(`prerender ${route.url}: status ${status}`);
    const { head, body } = extractHead(html);
    const title =
      head.find((t) => t.startsWith('<title>')) ?? `<title>${escapeHtml(site.title)}</title>`;
    const titleText = title.replace(/<\/?title>/g, '');
    const description =
      (head.find((t) => t.includes('name="description"')) ?? '').match(/content="([^"]*)"/)?.[1] ??
      escapeHtml(site.description);
    const canonical = `${siteOrigin}${route.url}`;

    const pageKeys = [...closure(manifest, pageModule(route.url))].filter(
      (k) => !entryFiles.has(k),
    );
    const css = new Set();
    for (const key of [...entryFiles, ...pageKeys])
      for (const file of manifest[key].css ?? []) css.add(file);
    const tags = [
      ...head,
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
      `<meta property="og:locale" content="zh_CN" />`,
      `<meta property="og:title" content="${titleText}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:image" content="${escapeHtml(`${siteOrigin}${site.favicon}`)}" />`,
      // The page's CSS is inlined: content paints from the HTML alone, with no render-blocking request.
      ...[...css].map(
        (file) => `<style data-href="/${file}">${readFileSync(join(dist, file), 'utf8')}</style>`,
      ),
      ...pageKeys.map((key) => `<link rel="modulepreload" href="/${manifest[key].file}" />`),
      ...structuredData(route).map(
        (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
      ),
    ];
    const page = template
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${escapeHtml(route.url)}">${body}</div>`,
      );
    const dir = join(dist, route.file);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
  }

  const urls = PUBLIC_ROUTES.filter((r) => r.file !== '');
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map(
        (r) =>
          `  <url><loc>${escapeHtml(`${siteOrigin}${r.url}`)}</loc><priority>${r.priority.toFixed(1)}</priority></url>`,
      )
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /ucenter\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  );
  console.log(
    `prerendered ${PUBLIC_ROUTES.length} pages, sitemap.xml (${urls.length} URLs), robots.txt`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender({ outDir: process.argv[2], ssrDir: process.argv[3] });
}
