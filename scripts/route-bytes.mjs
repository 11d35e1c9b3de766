// Gzip bytes a first visit downloads per route, from <dist>/.vite/manifest.json.
// Shared by scripts/size-report.mjs and scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Route → the page module the manifest knows it by. A route in parentheses counts only its own chunks. */
export const ROUTE_PAGES = {
  '/home': 'src/pages/home/home-page.tsx',
  '/product': 'src/pages/product/product-page.tsx',
  '/case': 'src/pages/case/case-page.tsx',
  '/contact': 'src/pages/contact/contact-page.tsx',
  '/about': 'src/pages/about/about-page.tsx',
  '(login modal, on click)': 'src/features/login-modal/index.ts',
};

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
