import { useEffect, useState } from 'react';
import type { SearchIndex } from './search-index';

let built: SearchIndex | null = null;
let building: Promise<SearchIndex> | null = null;

/** Loads the index's chunk (MiniSearch and the site's text, src/app/islands.ts). */
export const loadIndexModule = () => import('./site-index');

/** The site's index, built once per visit on first use. */
export function loadSiteIndex(): Promise<SearchIndex> {
  building ??= loadIndexModule()
    .then((module) => module.buildSiteIndex())
    .then((index) => (built = index));
  // A failed fetch of the chunk may be tried again by the next search.
  building.catch(() => (building = null));
  return building;
}

/** Starts building the index before the panel asks for it (a pointer over 搜索). */
export const warmSearch = () => void loadSiteIndex();

/** The site's index, or null while it is being built (the first call starts the build). */
export function useSiteIndex(): SearchIndex | null {
  const [index, setIndex] = useState(built);
  useEffect(() => {
    if (index) return;
    let live = true;
    void loadSiteIndex().then((ready) => {
      if (live) setIndex(ready);
    });
    return () => {
      live = false;
    };
  }, [index]);
  return index;
}
