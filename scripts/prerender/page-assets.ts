// What each prerendered page loads, from the build's manifest: its CSS inlined, the same CSS in
// full as one file, the app's and page's chunks, and the list of the header islands' files.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { ISLANDS, firstVisit, islandKey } from '../first-visit.ts';
import { element } from './html.ts';

/** A file name that changes with the content: `assets/<name>-<8 hex of its sha256>.<ext>`. */
const hashedName = (name: string, ext: string, content: string) =>
  `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${ext}`;

/** A build's chunks as the pages name them. `keys` are manifest keys, in order. */
export function pageAssets(dist: string, manifest: Manifest) {
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
  return {
    /**
     * The CSS of these chunks as <style data-href> tags. The page's CSS is inlined (the rules its
     * markup uses: scripts/critical-css.ts): content paints from the HTML alone, with no
     * render-blocking request. src/main.tsx tells Vite's chunk loader which files these are.
     */
    inlinedCss: (keys: Iterable<string>): string[] =>
      cssFiles(keys).map((file) => element('style', [['data-href', `/${file}`]], cssText(file))),
    /**
     * The same files in full and in order, as one file named by its content (pages with the same
     * chunks share it), which src/main.tsx links with the app: on a phone's line each request
     * costs a round trip, and the app needs the rules the inlined CSS left out. Its URL.
     */
    fullCss: (keys: Iterable<string>): string => {
      const css = cssFiles(keys).map(cssText).join('\n');
      const file = hashedName('page-css', 'css', css);
      if (!existsSync(join(dist, file))) writeFileSync(join(dist, file), css);
      return `/${file}`;
    },
    /** The chunks' URLs, space-separated: what src/main.tsx preloads after the first paint. */
    modules: (keys: Iterable<string>): string =>
      [...keys].map((key) => `/${chunk(key).file}`).join(' '),
  };
}

/**
 * The header islands' files, in waves, which the app preloads when idle after hydration
 * (src/app/islands.ts), skipping those the page has already: one JSON file for every page, named
 * by its content (listed in each page, it cost every HTML half a kilobyte of gzip). Its URL.
 */
export function writeIslandList(dist: string, manifest: Manifest): string {
  const listed = new Set<string>();
  const waves = ISLANDS.map((wave) => {
    const files = new Set<string>();
    for (const island of wave) {
      // .page: what neither the entry nor the app (React, the router, the shell) holds.
      const found = islandKey(manifest, island);
      if (!found)
        throw new Error(`scripts/first-visit.ts ISLANDS: no chunk "${island}" in the build`);
      for (const key of firstVisit(manifest, found).page) {
        if (listed.has(key)) continue;
        listed.add(key);
        const chunk = manifest[key]!;
        files.add(`/${chunk.file}`);
        for (const css of chunk.css ?? []) files.add(`/${css}`);
        // A worker the chunk starts (Vite lists its script among the chunk's assets): the search
        // index's (src/features/search/search-worker.ts), fetched ahead into the HTTP cache.
        for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) files.add(`/${asset}`);
      }
    }
    return [...files];
  }).filter((files) => files.length > 0);
  const json = JSON.stringify(waves);
  const file = hashedName('islands', 'json', json);
  writeFileSync(join(dist, file), json);
  return `/${file}`;
}
