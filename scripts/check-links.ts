// The dead-link check: every internal href, src and srcset (and the chunk list of data-modules,
// the page's full CSS in data-css, and the files of the island list data-islands names) of every
// HTML file of a finished build must be something that build serves: a file in it, or a page the
// way deploy/nginx.conf answers (scripts/prerendered-files.ts: the route manifest's prerendered
// and app-shell pages). Links to the site's own origin (each page's canonical link) count as
// internal; links to any host under .example, a name that never resolves, are dead too.
// Usage: tsx scripts/check-links.ts [buildDir]   (default dist)
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_CSS, ROOT_ISLANDS, ROOT_MODULES, rootAttribute } from '../src/config/start-up.ts';
import { htmlFiles } from './html-files.ts';
import { resolvePrerendered } from './prerendered-files.ts';

export interface DeadLink {
  /** The HTML file, relative to the build directory. */
  page: string;
  link: string;
  reason: string;
}

/** #root's lists of files: chunks, the island list, the page's full CSS. */
const ROOT_FILES = ([ROOT_MODULES, ROOT_ISLANDS, ROOT_CSS] as const).map(rootAttribute);
const ATTRIBUTES = new RegExp(
  `\\s(href|src|srcset|imagesrcset|${ROOT_FILES.join('|')})="([^"]*)"`,
  'g',
);
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const unescape = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
// Nothing to fetch: an anchor on the same page, a phone number, a mail address, inline data.
const NOT_FETCHED = /^(#|tel:|mailto:|data:|blob:|javascript:)/i;

/** The URLs a page's markup asks for: one per href/src, one per srcset candidate or chunk. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(ATTRIBUTES)].flatMap(([, name = '', raw = '']) => {
    const value = unescape(raw).trim();
    if (name.endsWith('srcset'))
      return value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
    // A chunk list: files separated by spaces.
    if (ROOT_FILES.includes(name)) return value.split(/\s+/).filter(Boolean);
    return [value];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Why `link`, found on the page at `pageUrl`, is dead in the build at `distDir`; null if not. */
export function whyDead(
  distDir: string,
  link: string,
  pageUrl: string,
  siteOrigin: string | null,
): string | null {
  if (link === '') return 'empty';
  if (NOT_FETCHED.test(link)) return null;
  const url = new URL(link, `http://site.invalid${pageUrl}`);
  const internal = url.host === 'site.invalid' || url.origin === siteOrigin;
  if (!internal) return /\.example$/i.test(url.hostname) ? `${url.hostname} does not exist` : null;
  const page = resolvePrerendered(distDir, `${url.pathname}${url.search}`);
  if (page) return page.status === 200 ? null : 'no such page';
  return isFile(join(distDir, decodeURIComponent(url.pathname))) ? null : 'no such file';
}

/** The files of an island list (src/app/islands.ts: a JSON array of waves), [] for other links. */
function islandFiles(distDir: string, link: string): string[] {
  if (!/^\/assets\/islands-[\w-]+\.json$/.test(link) || !isFile(join(distDir, link))) return [];
  return (JSON.parse(readFileSync(join(distDir, link), 'utf8')) as string[][]).flat();
}

/** Checks every HTML file of the build at `distDir`: the pages, links and dead links found. */
export function checkLinks(distDir: string): { pages: number; links: number; dead: DeadLink[] } {
  const files = htmlFiles(distDir);
  const dead: DeadLink[] = [];
  let links = 0;
  for (const file of files) {
    const html = readFileSync(join(distDir, file), 'utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const siteOrigin = canonical ? new URL(unescape(canonical)).origin : null;
    const pageUrl = `/${file.split(sep).join('/')}`.replace(/index\.html$/, '');
    for (const link of linksOf(html).flatMap((l) => [l, ...islandFiles(distDir, l)])) {
      links += 1;
      const reason = whyDead(distDir, link, pageUrl, siteOrigin);
      if (reason) dead.push({ page: file, link, reason });
    }
  }
  return { pages: files.length, links, dead };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? 'dist';
  const { pages, links, dead } = checkLinks(distDir);
  for (const { page, link, reason } of dead) console.error(`${page}: ${link} (${reason})`);
  console.log(`${distDir}: ${pages} HTML files, ${links} links, ${dead.length} dead`);
  process.exit(dead.length ? 1 : 0);
}
