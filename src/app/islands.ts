/**
 * The islands a press in the header opens: the login modal (antd) and the search panel. Neither is
 * in a first visit. Once the app has hydrated and the browser is idle, the files the prerender lists
 * in #root's data-islands (the search panel's: ISLANDS in scripts/first-visit.mjs) are preloaded,
 * fetched and compiled but not run; a pointer over, a touch on or focus on either button starts
 * loading its module, so the press finds it ready or on its way.
 */
export const loadLoginModal = () => import('@/features/login-modal');
export const loadSearchPanel = () => import('@/features/search/search-panel');

/** Loads the island a press is about to ask for; repeated calls share the first load. */
export const warmLoginModal = () => void loadLoginModal();
export const warmSearchPanel = () => void loadSearchPanel().then((panel) => panel.warmSearch());

/**
 * Adds a prefetch link for each file the prerender listed in #root's data-islands, when the browser
 * is idle (Safari lacks requestIdleCallback: a timer there).
 */
export function prefetchIslandsWhenIdle(root = document.getElementById('root')) {
  const files = root?.dataset.islands?.split(' ').filter(Boolean) ?? [];
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement('link');
      // A module preload shares the module map with the later import(), so nothing is fetched
      // twice; CSS goes to the HTTP cache for Vite's loader.
      link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 1000);
}
