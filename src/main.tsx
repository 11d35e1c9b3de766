import '@/styles/global.less';

/**
 * The first paint needs no JavaScript: a prerendered page arrives as finished HTML with its CSS
 * inlined. So this entry stays tiny and fetches the app (React, the router, the shell and the
 * page's chunks, listed by the prerender in #root's data-modules) only once the browser has
 * painted: until then the HTML and the first image have the network and the CPU to themselves.
 */
function afterFirstPaint(start: () => void) {
  // A background tab gets no animation frames until it is shown; it has nothing to paint either.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => {
  const modules = document.getElementById('root')?.dataset.modules;
  for (const href of modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('@/app/boot');
});
