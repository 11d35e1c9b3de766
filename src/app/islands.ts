import { warmSearch } from '@/features/search/load-index';

/**
 * What a press in the header needs beyond the shell: the login modal (antd) and the search index
 * (MiniSearch and the site's text; the search panel itself is in the shell, so its field opens at
 * once). Neither is in a first visit. Once the app has hydrated and the browser is idle, the files
 * the prerender lists in #root's data-islands (ISLANDS in scripts/first-visit.mjs: the login
 * modal's, then the index's) are preloaded, fetched and compiled but not run; a pointer over, a touch
 * on or focus on either button starts loading its module, so the press finds it ready or on its way.
 */
export const loadLoginModal = () => import('@/features/login-modal');

/** Loads the island a press is about to ask for; repeated calls share the first load. */
export const warmLoginModal = () => void loadLoginModal();
export const warmSearchIndex = warmSearch;

const preload = (href: string) =>
  new Promise<void>((resolve) => {
    const link = document.createElement('link');
    // A module preload shares the module map with the later import(), so nothing is fetched
    // twice; CSS goes to the HTTP cache for Vite's loader.
    link.rel = href.endsWith('.js') ? 'modulepreload' : 'prefetch';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });

/** Runs `task` when the browser is idle (Safari lacks requestIdleCallback: a timer there). */
const whenIdle = (task: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
};

/**
 * Preloads the files the prerender listed in #root's data-islands, wave by wave ('|' between
 * waves: the login modal, then the search index), each when the browser is idle and once the wave
 * before has arrived, so the two never share a slow line.
 */
export function prefetchIslandsWhenIdle(root = document.getElementById('root')) {
  const waves = (root?.dataset.islands ?? '')
    .split('|')
    .map((wave) => wave.split(' ').filter(Boolean))
    .filter((wave) => wave.length > 0);
  const next = (index: number) => {
    const wave = waves[index];
    if (!wave) return;
    whenIdle(() => void Promise.all(wave.map(preload)).then(() => next(index + 1)));
  };
  next(0);
}
