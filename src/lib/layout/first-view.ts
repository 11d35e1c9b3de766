/**
 * A first view (the prerendered page as the visitor's browser opened it) lays out the sections
 * below /home's and a model page's first screen only once they are scrolled near
 * (`content-visibility: auto` under `html[data-first-view]`, `.later-sections()` in
 * src/styles/mixins.less; the attribute is in index.html). On a slow phone the first layout of the
 * whole page was the longest task before the first paint, and the app is asked for only after it.
 * Until laid out, those sections have estimated heights, so before the app scrolls to a saved place
 * or an anchor, or shows another page, the whole page is laid out as it always was.
 */
export function endFirstView(): void {
  delete document.documentElement.dataset.firstView;
}
