import '@/styles/global.less';

/**
 * The first paint needs no JavaScript: a prerendered page arrives as finished HTML with its CSS
 * inlined. The app's chunks (React, the router, the shell and the page) are fetched while the HTML
 * arrives (<link rel="modulepreload"> last in its head, written by the prerender), and this entry
 * evaluates them only once the browser has painted: until then the first view has the CPU.
 */
function afterFirstPaint(start: () => void) {
  // A background tab gets no animation frames until it is shown; it has nothing to paint either.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * The prerender inlines the page's CSS as <style data-href>. Vite's chunk loader skips a stylesheet
 * only when a <link rel="stylesheet"> to it exists, so each gets a disabled one, added here: never
 * fetched. (Written in the HTML, Chromium's preload scanner fetched them despite `disabled`.)
 */
function linkInlinedCss() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href ?? '';
    document.head.append(link);
  }
}

afterFirstPaint(() => {
  linkInlinedCss();
  // In a task of its own: the import evaluates React, the router and the shell.
  setTimeout(() => void import('@/app/boot'), 0);
});
