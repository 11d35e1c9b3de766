import { useEffect } from 'react';
import { ISLANDS_ARRIVED_GLOBAL } from '@/config/start-up';

// Its own chunk, fetched once the page has hydrated: nothing of it is in a first visit's files.
const loadLinkPrefetch = () => import('./link-prefetch/link-prefetch');

/**
 * From hydration on, links answer at the tap (./link-prefetch/link-prefetch.ts): intent on any
 * link fetches its page ahead, and each page viewed (`page`: its path and query) fetches ahead the
 * first links of its content that come into view, after the header's islands.
 */
export function useLinkPrefetch(page: string) {
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    loadLinkPrefetch()
      .then(({ prefetchOnIntent, prefetchLinksInView }) => {
        if (!live) return;
        prefetchOnIntent();
        const main = document.getElementById('main');
        // The header's islands first (src/main.tsx sets this promise; read here as a global, not
        // imported: a module shared with the entry would pull the app's chunk into the first paint).
        const after = window[ISLANDS_ARRIVED_GLOBAL] ?? Promise.resolve();
        if (main) stop = prefetchLinksInView(main, { after });
      })
      // Only a head start: without it, links load their page at the tap.
      .catch(() => {});
    return () => {
      live = false;
      stop?.();
    };
  }, [page]);
}
