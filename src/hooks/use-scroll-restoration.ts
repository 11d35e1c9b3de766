import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

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
    const remember = () => {
      saved[location.key] = window.scrollY;
    };
    const keep = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    window.history.scrollRestoration = 'manual';
    if (type === NavigationType.Pop && saved[location.key] !== undefined)
      window.scrollTo(0, saved[location.key] ?? 0);
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
  }, [location.key, location.pathname, location.hash, type]);
}
