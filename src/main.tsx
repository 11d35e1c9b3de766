import '@/styles/global.less';
import { releaseHeldPictures } from '@/app/early-taps/held-pictures';
import { linkFile, prefetchIslands, readIslandList } from '@/app/island-prefetch';
import { afterFirstPicturesShown } from '@/app/first-pictures';
import { appFailedToLoad } from '@/app/early-taps/app-failed';
import { ISLANDS_ARRIVED_GLOBAL, ROOT_CSS, ROOT_MODULES } from '@/config/start-up';

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
 * The prerender inlines only the rules the page's markup uses (scripts/critical-css.ts), as
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
  const full = document.getElementById('root')?.dataset[ROOT_CSS];
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
 * Once the app has started: broken pictures give way to a placeholder, those that failed before
 * too. Not sooner: a broken picture is rare, and its code is not worth a byte of the first visit.
 */
const afterStart = () =>
  void import('@/app/broken-images').then((images) => images.replaceBrokenImages()).catch(() => {});

/**
 * The first paint needs no JavaScript: a prerendered page arrives as finished HTML with its CSS
 * inlined. So this entry stays tiny and fetches the app (React, the router, the shell and the
 * page's chunks, listed by the prerender in #root's data-modules) only once the first pictures are
 * on screen: until then the HTML and the first image have the network and the CPU to themselves.
 */
afterFirstPicturesShown(() => {
  const modules =
    document.getElementById('root')?.dataset[ROOT_MODULES]?.split(' ').filter(Boolean) ?? [];
  const batches = Array.from({ length: Math.ceil(modules.length / LINKS_PER_TASK) }, (_, i) =>
    modules.slice(i * LINKS_PER_TASK, (i + 1) * LINKS_PER_TASK),
  );
  let stylesheets: Promise<unknown> = Promise.resolve();
  const arrivals: Promise<unknown>[] = [];
  const [first = [], ...later] = batches;
  inSeparateTasks([
    // The app's largest file (data-modules lists it first) is the last to arrive: asked for first.
    () => void arrivals.push(preload(first)),
    () => (stylesheets = linkPageCss()),
    ...later.map((batch) => () => void arrivals.push(preload(batch))),
    // The header islands' list (src/app/island-prefetch.ts), read while the app's files come: the
    // login island's files follow as soon as those have arrived.
    () => void readIslandList(),
    // The island files share no line with the app's, and have it while the page hydrates; the
    // pictures held below the fold (src/app/early-taps) come after the login island's.
    () =>
      void (window[ISLANDS_ARRIVED_GLOBAL] = Promise.all(arrivals).then(() =>
        prefetchIslands(),
      )).then(releaseHeldPictures),
    // Vite's loader finds the app's chunks linked already and adds no more links here.
    () =>
      void stylesheets
        .then(() => import('@/app/boot'))
        .then((boot) => boot.started)
        .then(afterStart, appFailedToLoad),
  ]);
});
