// What a first visit to a page loads, read from <dist>/.vite/manifest.json. One definition for the
// prerender (what to inline and preload), the size report and the benchmark.
import type { Manifest } from 'vite';

/** The app the entry starts after the first paint (src/main.tsx imports it dynamically). */
export const APP_BOOT = 'src/app/boot.tsx';
/** vite.config.ts bundles it with every module it imports into one chunk of this name. */
export const BOOT_CHUNK = 'boot';

/** The manifest key of the entry, the small script in the HTML (src/main.tsx). */
export const entryKey = (manifest: Manifest): string | undefined =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/** The manifest key of the app's chunk (APP_BOOT itself when the build did not group it). */
export const bootKey = (manifest: Manifest): string | undefined =>
  manifest[APP_BOOT]
    ? APP_BOOT
    : Object.keys(manifest).find(
        (key) => manifest[key]?.name === BOOT_CHUNK && key.endsWith('.js'),
      );

/**
 * The header islands (src/app/islands.ts), preloaded in waves once the app's own files have
 * arrived (src/app/island-prefetch.ts: the first wave while the page hydrates): first the
 * login modal (antd: the heaviest, and a press on 登录/注册 waits for all of it), then the API
 * client it calls once a visitor has typed (axios and the contract's schemas, loaded lazily by
 * src/lib/http/call-lazily.ts so that the dialog paints without them), then the search index
 * (MiniSearch and the site's text). The search panel and its field are in
 * the shell, so a press on 搜索 answers at once whichever wave is on the line; only its results wait
 * for the index.
 */
export const ISLANDS: string[][] = [
  ['src/features/login-modal/index.ts'],
  // Shared chunks (other pages import them too): named as the bundler names them.
  ['client', 'endpoints'],
  ['src/features/search/site-index.ts'],
];

/** The manifest key of a source path, or of a shared chunk by its name. */
export const islandKey = (manifest: Manifest, id: string): string | undefined =>
  manifest[id]
    ? id
    : Object.keys(manifest).find((key) => manifest[key]?.name === id && key.endsWith('.js'));

/** A chunk's key and its static imports, recursively. */
export function closure(
  manifest: Manifest,
  key: string | undefined,
  seen = new Set<string>(),
): Set<string> {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || key === undefined || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * What a first visit loads, as manifest keys (see firstVisit).
 */
export interface Visit {
  entry: Set<string>;
  app: Set<string>;
  page: Set<string>;
}

/**
 * The manifest keys of a first visit to a page module (`src/pages/…`): `entry` (the small script in
 * the HTML), `app` (React, the router and the shell, fetched after the first paint) and `page`
 * (the page's own chunks that neither of them has, with those of `dataKeys`: the data its URL
 * reads besides, src/app/page-data.ts).
 */
export function firstVisit(
  manifest: Manifest,
  pageKey: string | undefined,
  dataKeys: readonly string[] = [],
): Visit {
  const entry = closure(manifest, entryKey(manifest));
  const app = new Set([...closure(manifest, bootKey(manifest))].filter((key) => !entry.has(key)));
  const page = new Set(
    [pageKey, ...dataKeys]
      .flatMap((key) => [...closure(manifest, key)])
      .filter((key) => !entry.has(key) && !app.has(key)),
  );
  return { entry, app, page };
}

/**
 * The manifest keys a page's later parts (src/app/page-data.ts) add to its first visit `visit`:
 * fetched after hydration, so no part of its data-modules, but their CSS is the page's.
 */
export function laterVisit(
  manifest: Manifest,
  visit: Visit,
  laterKeys: readonly string[],
): Set<string> {
  const first = new Set([...visit.entry, ...visit.app, ...visit.page]);
  return new Set(
    laterKeys.flatMap((key) => [...closure(manifest, key)]).filter((key) => !first.has(key)),
  );
}
