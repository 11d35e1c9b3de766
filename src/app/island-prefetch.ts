import { whenIdle } from '@/lib/async/when-idle';
import { ROOT_ISLANDS } from '@/config/start-up';
import { fetchAheadAllowed } from '@/lib/network/fetch-ahead';

// The header islands' files, fetched ahead of a press (see ./islands.ts).

const supports = (rel: string) => document.createElement('link').relList.supports(rel);

/**
 * Links a file; resolves once it has arrived or failed, at once where the browser lacks `rel`
 * (Safari has no prefetch, nor, before 17, modulepreload: no load or error event would come).
 */
export const linkFile = (rel: string, href: string) =>
  new Promise<void>((resolve) => {
    if (!supports(rel)) return resolve();
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.onload = element.onerror = () => resolve();
    document.head.append(element);
  });

/** Into the HTTP cache only: no work for the main thread while the page hydrates. */
const fetchAhead = (href: string) =>
  supports('prefetch') ? linkFile('prefetch', href) : compileAhead(href);

/**
 * A worker's script, listed beside the chunk that starts it (scripts/prerender.ts): it runs in a
 * thread of its own, as a classic script, so it is never a module of the page.
 */
const isWorkerScript = (href: string) => /-worker-[\w-]+\.js$/.test(href);

/** A module of the page: compiled ahead. */
const isModule = (href: string) => href.endsWith('.js') && !isWorkerScript(href);

/**
 * A module preload also compiles the module and shares the module map with the later import(),
 * so nothing is fetched twice; CSS and a worker's script go to the HTTP cache (for Vite's loader,
 * and for the worker).
 */
const compileAhead = (href: string) =>
  linkFile(isModule(href) ? 'modulepreload' : 'prefetch', href);

const IDLE = { timeout: 3000, fallback: 1000 };

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
 * The island files in waves, less those the page has linked: fetched, read and sorted once, when
 * src/main.tsx asks for the app's files. On a slow phone the main thread then waits for the app's
 * bytes; once they have arrived it has the page to hydrate, and reading this list then would
 * delay it. None without a list.
 */
export function readIslandList(root = document.getElementById('root')): Promise<string[][]> {
  const url = root?.dataset[ROOT_ISLANDS];
  if (!root || !url || !fetchAheadAllowed()) return Promise.resolve([]);
  if (!lists.has(root)) lists.set(root, islandWaves(url));
  return lists.get(root)!;
}

/**
 * Preloads the island files the prerender wrote (scripts/prerender.ts, ISLANDS in
 * scripts/first-visit.ts: the login modal's, then the API client's, then the search index's),
 * fetched and compiled but not run, wave by wave. src/main.tsx calls this once the app's own
 * files have all arrived: the first wave's files come at once, while the page hydrates (a CPU
 * task of a few hundred milliseconds on a slow phone, when the line would stay idle). Each later
 * wave waits for the one before and for the browser to be idle, so two never share a slow line.
 * Resolves once the first wave has arrived (or there is none): what waits for it no longer slows
 * a press on 登录/注册. Called again, it returns the same promise.
 */
export function prefetchIslands(root = document.getElementById('root')): Promise<void> {
  if (root && started.has(root)) return started.get(root)!;
  // On a line that saves data or reads as 2G, the islands load when pressed, not before.
  if (!root?.dataset[ROOT_ISLANDS] || !fetchAheadAllowed()) return Promise.resolve();
  // One wave's files; the next wave waits for the browser to be idle.
  const load = (waves: string[][], index: number): Promise<void> => {
    const wave = waves[index];
    if (!wave) return Promise.resolve();
    return Promise.all(wave.map(compileAhead)).then(
      () => void whenIdle(() => void load(waves, index + 1), IDLE),
    );
  };
  // The list was read while the app's files were on their way (src/main.tsx). The first wave is
  // compiled only once the browser is idle: compiled as it arrived, antd's files lengthened
  // hydration's tasks (Lighthouse mobile blocking time 16–51 ms on the model page, 0–11 ms without).
  const firstWave = readIslandList(root).then(async ([first = [], ...rest]) => {
    await Promise.all(first.map(fetchAhead));
    const scripts = first.filter(isModule);
    whenIdle(() => void load([scripts, ...rest], 0), IDLE);
  });
  started.set(root, firstWave);
  return firstWave;
}

const lists = new WeakMap<HTMLElement, Promise<string[][]>>();
const started = new WeakMap<HTMLElement, Promise<void>>();
