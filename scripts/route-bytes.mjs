// Gzip bytes a first visit downloads per route, from <dist>/.vite/manifest.json.
// Shared by scripts/size-report.mjs and scripts/bench.mjs (both run through tsx: the manifest is TypeScript).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/config/routes.ts';

/**
 * Route → the page module the manifest knows it by, one row per route of src/config/routes.ts
 * (run through tsx, which loads the TypeScript manifest). A route in parentheses counts only its
 * own chunks.
 */
export const ROUTE_PAGES = Object.fromEntries([
  ...ROUTES.filter((route) => route.render !== 'not-found').map((route) => [
    `/${route.path}`,
    `src/pages/${route.module}`,
  ]),
  ['(login modal, on click)', 'src/features/login-modal/index.ts'],
]);

/**
 * Gzip (level 9) JS and CSS bytes per route: the entry chunk and the page chunk with their static
 * imports, recursively, and their CSS. Routes whose page is not in the manifest are left out.
 * @param {URL} [dist] the build's output folder (a directory URL ending in /)
 * @returns {{ route: string, js: number, css: number }[]}
 */
export function routeBytes(dist = new URL('../dist/', import.meta.url)) {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

  /** Files a chunk needs at load: itself, its CSS and its static imports, recursively. */
  function closure(key, seen = new Set()) {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  }

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const rows = [];
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    if (!manifest[page]) continue;
    const keys = new Set([...closure(entryKey), ...closure(page)]);
    if (route.startsWith('(')) for (const k of closure(entryKey)) keys.delete(k);
    let js = 0;
    let css = 0;
    for (const key of keys) {
      js += gz(manifest[key].file);
      for (const c of manifest[key].css ?? []) css += gz(c);
    }
    rows.push({ route, js, css });
  }
  return rows;
}
