import { useEffect, useState } from 'react';
import type { SearchIndex } from './search-index';

let built: SearchIndex | null = null;
let building: Promise<SearchIndex> | null = null;

/** Loads the index's chunk (MiniSearch and the site's text, src/app/islands.ts). */
const loadIndexModule = () => import('./site-index');

/** The site's index, built once per visit on first use. */
export function loadSiteIndex(): Promise<SearchIndex> {
  building ??= loadIndexModule()
    .then((module) => module.buildSiteIndex())
    .then((index) => (built = index));
  // A failed fetch of the chunk may be tried again by the next search.
  building.catch(() => (building = null));
  return building;
}

/**
 * Starts building the index before the panel asks for it (a pointer over 搜索). A failure here is
 * the panel's to say, when it asks again.
 */
export const warmSearch = () => void loadSiteIndex().catch(() => {});

export interface SiteIndexState {
  /** Null while it is being built (the first call starts the build) or when that failed. */
  index: SearchIndex | null;
  /** Its chunk did not arrive: the panel says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/** The site's index for the search panel, with a failed load said and tried again on request. */
export function useSiteIndex(): SiteIndexState {
  const [index, setIndex] = useState(built);
  const [failed, setFailed] = useState(false);
  // Loads while there is no index and no failure to show: retry clears the failure.
  useEffect(() => {
    if (index || failed) return;
    let live = true;
    loadSiteIndex().then(
      (ready) => live && setIndex(ready),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [index, failed]);
  return { index, failed, retry: () => setFailed(false) };
}
