import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { endFirstView } from '@/lib/layout/first-view';

const STORAGE_KEY = 'cc-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the browser opened this document again (a reload, back or forward): the loads that
 * return to a place. A page opened afresh starts at its top, whatever the tab saw before.
 */
function reopened(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

/**
 * The name a place is saved under: React Router's key, which is "default" for every page the
 * browser loads afresh, so that one also carries the address.
 */
const placeName = ({ key, pathname, search }: { key: string; pathname: string; search: string }) =>
  key === 'default' ? `default ${pathname}${search}` : key;

/**
 * What React Router's <ScrollRestoration> does for its data routers, for the declarative router
 * (which has none): a new page opens at the top, back and forward (and a reload) return to where
 * the visitor was, and a page that only replaces its query (filters, a plan) keeps its place.
 * A URL with a hash is left to useHashScroll.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    const saved = positions.current;
    const previous = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    const place = placeName(location);
    const remember = () => {
      saved[place] = window.scrollY;
    };
    // The place is read again as the page goes: the browser fires scroll at the next frame, and a
    // link followed within it unloads the page before.
    const keep = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    };
    window.history.scrollRestoration = 'manual';
    const returning = type === NavigationType.Pop && (previous !== null || reopened());
    const restore = returning ? saved[place] : undefined;
    // A saved place is measured on the page laid out in full, and so is every page after the first.
    if (previous || (restore ?? 0) > 0) endFirstView();
    if (restore !== undefined) window.scrollTo(0, restore);
    else if (previous && !location.hash) {
      const sameAddress = previous.pathname === location.pathname;
      if (!(type === NavigationType.Replace && sameAddress)) window.scrollTo(0, 0);
    }
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
    };
  }, [location, type]);
}
