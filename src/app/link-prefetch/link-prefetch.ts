import { whenIdle } from '@/lib/async/when-idle';
import { fetchAheadAllowed } from '@/lib/network/fetch-ahead';
import { prefetchPage } from '../page-prefetch';
import { meterBytes } from './bytes-meter';
import { linkOf, linkTarget } from './link-target';

/**
 * Links that answer at the tap: the next page's chunk and data are fetched when the visitor shows
 * intent (a pointer over a link, a finger on it, focus), and, on a line that can take it, for the
 * first few links of the page's own content that come into view, within a byte budget per page.
 * A hand-written module because the app runs React Router's declarative <BrowserRouter>, which has
 * no <Link prefetch> (that is framework mode's), and Speculation Rules prefetch documents, not the
 * chunks of an app that renders the next page itself.
 */

/** At most this many pages fetched ahead per page viewed, for links seen but not yet touched. */
export const PAGES_IN_VIEW = 4;
/** …and at most this many bytes on the wire (code and styles) for them. */
export const BUDGET_BYTES = 100 * 1024;

const fetched = new Set<string>();

/** Fetches the page at `path` ahead once; later calls share the first. */
function fetchAhead(path: string): Promise<void> {
  if (fetched.has(path)) return Promise.resolve();
  fetched.add(path);
  return prefetchPage(path);
}

const onIntent = (event: Event) => {
  const anchor = linkOf(event.target);
  const path = anchor && linkTarget(anchor);
  if (path) void fetchAhead(path);
};

let listening = false;

/**
 * Intent on any link of the document starts its page on its way: a finger coming down is about a
 * tenth of a second before the click, a mouse pointer often far more. Always, even when the line
 * saves data: the visitor is about to ask for the page anyway.
 */
export function prefetchOnIntent(target: Document = document) {
  if (listening) return;
  listening = true;
  const passive = { capture: true, passive: true };
  target.addEventListener('pointerover', onIntent, passive);
  target.addEventListener('touchstart', onIntent, passive);
  target.addEventListener('focusin', onIntent, passive);
  target.addEventListener('pointerdown', onIntent, passive);
}

const IDLE = { timeout: 2000, fallback: 300 };

/**
 * Fetches ahead, one page at a time and when the browser is idle, the pages of the links inside
 * `container` as they come into view: the first PAGES_IN_VIEW of them, while the bytes spent stay
 * within BUDGET_BYTES. Nothing on a line that saves data or reads as 2G. `after` is what must
 * come first (the header's islands). Returns a function that stops it (the visitor moved on).
 */
export function prefetchLinksInView(
  container: HTMLElement,
  { after = Promise.resolve() }: { after?: Promise<unknown> } = {},
): () => void {
  if (!fetchAheadAllowed() || typeof IntersectionObserver === 'undefined') return () => {};
  let stopped = false;
  let spent = 0;
  let busy = false;
  const queue: string[] = [];
  const taken = new Set<string>();

  const next = () => {
    if (stopped || busy) return;
    if (spent >= BUDGET_BYTES) return stop();
    const path = queue.shift();
    if (!path) return;
    busy = true;
    whenIdle(() => {
      const meter = meterBytes();
      void fetchAhead(path).then(() => {
        spent += meter.stop();
        busy = false;
        next();
      });
    }, IDLE);
  };

  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      const path = linkTarget(entry.target as HTMLAnchorElement);
      if (!path || taken.has(path) || fetched.has(path) || taken.size >= PAGES_IN_VIEW) continue;
      taken.add(path);
      queue.push(path);
    }
    void after.then(next);
  });
  const watch = (root: ParentNode) =>
    root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => seen.observe(a));
  watch(container);
  // Parts that hydrate or load later (below the first screen) bring their links afterwards.
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLAnchorElement) seen.observe(node);
        else if (node instanceof Element) watch(node);
  });
  added.observe(container, { childList: true, subtree: true });

  function stop() {
    stopped = true;
    seen.disconnect();
    added.disconnect();
  }
  return stop;
}
