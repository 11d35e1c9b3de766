import { useEffect, useState } from 'react';
import { buildSearchIndex, type SearchIndex } from './search-index';
import { searchDocuments } from './search-documents';

let built: SearchIndex | null = null;
let building: Promise<SearchIndex> | null = null;

/** The site's index, built once per visit on first use. */
export function loadSiteIndex(): Promise<SearchIndex> {
  building ??= buildSearchIndex(searchDocuments()).then((index) => (built = index));
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
