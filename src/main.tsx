import '@/styles/global.less';
import { releaseHeldPictures } from '@/app/early-taps/held-pictures';
import { linkFile, prefetchIslands } from '@/app/island-prefetch';

/**
 * The first paint needs no JavaScript: a prerendered page arrives as finished HTML with its CSS
 * inlined. So this entry stays tiny and fetches the app (React, the router, the shell and the
 * page's chunks, listed by the prerender in #root's data-modules) only once the browser has
 * painted: until then the HTML and the first image have the network and the CPU to themselves.
 */
function afterFirstPaint(start: () => void) {
  // A background tab gets no animation frames until it is shown; it has nothing to paint either.
  // A frame's callbacks run before it paints: the second frame's run once the first has painted.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
}

/** Longest wait for the first pictures: a stalled image must not keep the app from starting. */
const PICTURE_WAIT_MS = 2500;

/**
 * The page's first pictures (the prerender marks them fetchpriority="high": the home hero, a
 * model's main view, the first case) are what a visitor waits for and what Lighthouse counts as
 * the largest paint, so the app's bytes wait until they have arrived: on a 1.6 Mbps line they would
 * otherwise share it.
 */
function afterFirstPictures(start: () => void) {
  const pending = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ).filter((img) => !img.complete);
  let left = pending.length;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (left === 0) return once();
  const arrived = () => {
    if (--left === 0) once();
  };
  for (const img of pending) {
    img.addEventListener('load', arrived, { once: true });
    img.addEventListener('error', arrived, { once: true });
  }
  setTimeout(once, PICTURE_WAIT_MS);
}

/**
 * Each step in a task of its own. Adding a <link rel="modulepreload"> costs about a millisecond
 * of main thread (more on a slow phone); twenty of them in one task made a long task of their own.
 */
function inSeparateTasks(steps: (() => void)[]) {
  const [step, ...rest] = steps;
  if (!step) return;
  step();
  setTimeout(() => inSeparateTasks(rest), 0);
}

const LINKS_PER_TASK = 4;

/** Links the modules; resolves once each has arrived (or failed), at once without modulepreload. */
const preload = (hrefs: string[]) =>
  Promise.all(hrefs.map((href) => linkFile('modulepreload', href)));

/**
 * The prerender inlines only the rules the page's markup uses (scripts/critical-css.mjs), as
 * <style data-href>. Vite's chunk loader skips a stylesheet only when a <link rel="stylesheet"> to
 * it exists, so each gets a disabled one, never fetched. (Written in the HTML, Chromium's preload
 * scanner fetched them despite `disabled`.) The app needs the rules left out (menus open, the
 * compare tray, dialogs): #root's data-css names the same files in full as one file, linked here
 * with the app's chunks; the app starts once it has loaded (or failed).
 */
function linkPageCss(): Promise<unknown> {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href ?? '';
    document.head.append(link);
  }
  const full = document.getElementById('root')?.dataset.css;
  if (!full) return Promise.resolve();
  return new Promise((settled) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = full;
    link.onload = link.onerror = settled;
    document.head.append(link);
  });
}

/**
 * The list of the header islands (src/app/island-prefetch.ts), fetched with the app: the login
 * island's files follow as soon as the app's have arrived.
 */
function preloadIslandList() {
  const list = document.getElementById('root')?.dataset.islands;
  if (!list) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = list;
  document.head.append(link);
}

afterFirstPictures(() =>
  afterFirstPaint(() => {
    const modules =
      document.getElementById('root')?.dataset.modules?.split(' ').filter(Boolean) ?? [];
    const batches = Array.from({ length: Math.ceil(modules.length / LINKS_PER_TASK) }, (_, i) =>
      modules.slice(i * LINKS_PER_TASK, (i + 1) * LINKS_PER_TASK),
    );
    let stylesheets: Promise<unknown> = Promise.resolve();
    const arrivals: Promise<unknown>[] = [];
    inSeparateTasks([
      () => (stylesheets = linkPageCss()),
      ...batches.map((batch) => () => void arrivals.push(preload(batch))),
      preloadIslandList,
      // The island files share no line with the app's, and have it while the page hydrates; the
      // pictures held below the fold (src/app/early-taps) come after the login island's.
      () =>
        void Promise.all(arrivals)
          .then(() => prefetchIslands())
          .then(releaseHeldPictures),
      // Vite's loader finds the app's chunks linked already and adds no more links here.
      () => void stylesheets.then(() => import('@/app/boot')),
    ]);
  }),
);
