import { warmSearch } from '@/features/search/load-index';

/**
 * What a press in the header needs beyond the shell: the login modal (antd) and the search index
 * (MiniSearch and the site's text; the search panel itself is in the shell, so its field opens at
 * once). Neither is in a first visit. Once the app has hydrated and the browser is idle, the files
 * the prerender lists in the JSON file #root's data-islands names (ISLANDS in
 * scripts/first-visit.mjs: the login modal's, then the index's) are preloaded, fetched and compiled
 * but not run; a pointer over, a touch on or focus on either button starts loading its module, so
 * the press finds it ready or on its way.
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

/** Files of the page itself (linked, or the entry's script) need no preload. */
const onPage = (href: string) =>
  document.querySelector(`link[href="${href}"], script[src="${href}"]`) !== null;

/** The island files in waves, from the JSON file #root's data-islands names; none if it fails. */
async function islandWaves(url: string): Promise<string[][]> {
  try {
    const waves = (await (await fetch(url)).json()) as unknown;
    if (!Array.isArray(waves)) return [];
    return waves
      .map((wave) =>
        Array.isArray(wave) ? wave.filter((f): f is string => typeof f === 'string') : [],
      )
      .map((wave) => wave.filter((href) => !onPage(href)))
      .filter((wave) => wave.length > 0);
  } catch {
    // A preload is only a head start: the islands still load when pressed.
    return [];
  }
}

/**
 * Preloads the island files the prerender wrote (scripts/prerender.mjs: the login modal's, then
 * the API client's, then the search index's), wave by wave, each when the browser is idle and once
 * the wave before has arrived, so two never share a slow line. Resolves once the first wave has
 * arrived (or there is none): what waits for it no longer slows a press on 登录/注册.
 */
export function prefetchIslandsWhenIdle(root = document.getElementById('root')): Promise<void> {
  const url = root?.dataset.islands;
  if (!url) return Promise.resolve();
  // One wave's files; the next wave waits for the browser to be idle again.
  const load = (waves: string[][], index: number): Promise<void> => {
    const wave = waves[index];
    if (!wave) return Promise.resolve();
    return Promise.all(wave.map(preload)).then(
      () => void whenIdle(() => void load(waves, index + 1)),
    );
  };
  // The list was fetched with the app (src/main.tsx): the first wave starts in the same idle time.
  return new Promise<string[][]>((listed) =>
    whenIdle(() => void islandWaves(url).then(listed)),
  ).then((waves) => load(waves, 0));
}
