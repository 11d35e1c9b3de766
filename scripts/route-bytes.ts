// Bytes a first visit downloads per route (gzip, and brotli as Chromium gets them), from
// <dist>/.vite/manifest.json.
// Shared by scripts/size.ts and scripts/bench.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/config/routes.ts';
import { seriesDataModule } from '../src/config/series.ts';
import type { Manifest } from 'vite';
import { firstVisit } from './first-visit.ts';

/**
 * Route → the page module the manifest knows it by, one row per route of src/config/routes.ts. A
 * route in parentheses counts only its own chunks.
 */
export const ROUTE_PAGES: Record<string, string> = Object.fromEntries([
  ...ROUTES.filter((route) => route.render !== 'not-found').map((route): [string, string] => [
    `/${route.path}`,
    `src/pages/${route.module}`,
  ]),
  ['(login modal, on click)', 'src/features/login-modal/index.ts'],
]);

/**
 * The data a route's page reads besides its chunk (src/app/page-data.ts), for the URL the
 * benchmarks visit: a model page loads its own series (/product/lenggui/cc-lg-4d: 冷柜).
 */
const ROUTE_DATA: Record<string, string[]> = {
  '/product/:ctype/:model': [seriesDataModule('lenggui')],
};

/** A route's first-visit bytes: gzip, and brotli as Chromium gets them. */
export interface RouteBytes {
  route: string;
  js: number;
  css: number;
  jsBrotli: number;
  cssBrotli: number;
}

/**
 * JS and CSS bytes per route, as nginx sends them (gzip; `jsBrotli` and `cssBrotli` to a browser
 * that reads brotli): the entry, the app it boots and the page chunk with their static imports,
 * recursively, and their CSS (scripts/first-visit.ts). Routes whose page is not in the manifest
 * are left out.
 * `dist` is the build's output folder (a directory URL ending in /).
 */
export function routeBytes(dist = new URL('../dist/', import.meta.url)): RouteBytes[] {
  const manifest = JSON.parse(
    readFileSync(new URL('.vite/manifest.json', dist), 'utf8'),
  ) as Manifest;
  // What nginx sends: the build's own .gz (scripts/precompress.ts), else gzip level 9.
  const gz = (file: string) => {
    const packed = new URL(`${file}.gz`, dist);
    return existsSync(packed)
      ? statSync(packed).size
      : gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  };
  // The build's own .br, else its gzip size (a build from before brotli).
  const br = (file: string) => {
    const packed = new URL(`${file}.br`, dist);
    return existsSync(packed) ? statSync(packed).size : gz(file);
  };

  const rows: RouteBytes[] = [];
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    if (!manifest[page]) continue;
    const visit = firstVisit(manifest, page, ROUTE_DATA[route]);
    // An on-demand feature counts only what the first visit has not already loaded.
    const keys = route.startsWith('(')
      ? visit.page
      : new Set([...visit.entry, ...visit.app, ...visit.page]);
    const row = { route, js: 0, css: 0, jsBrotli: 0, cssBrotli: 0 };
    for (const key of keys) {
      const chunk = manifest[key]!;
      row.js += gz(chunk.file);
      row.jsBrotli += br(chunk.file);
      for (const c of chunk.css ?? []) {
        row.css += gz(c);
        row.cssBrotli += br(c);
      }
    }
    rows.push(row);
  }
  return rows;
}
