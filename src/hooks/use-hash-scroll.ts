import { useEffect } from 'react';
import { endFirstView } from '@/lib/layout/first-view';

const HASH_SCROLL_DELAY_MS = 500;
export const HASH_SCROLL_OFFSET_PX = 80;

/**
 * When the URL has a hash, wait 500 ms (lazy pages need to render) and scroll so the element
 * with that id sits 80 px below the top, clear of the fixed header. `key` re-runs it per navigation.
 */
export function useHashScroll(hash: string, key: string): void {
  useEffect(() => {
    if (!hash || hash === '#') return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      // Measured on the page laid out in full, not on the estimated heights of a first view.
      endFirstView();
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
