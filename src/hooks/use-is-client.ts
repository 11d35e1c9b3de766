import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render (prerender) and while hydrating, so the HTML matches; true from the
 * render right after hydration, and from the first render of a page rendered in the browser. For
 * parts that depend on what only the browser knows (localStorage) and must not claim anything in
 * the prerendered HTML.
 */
export const useIsClient = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
