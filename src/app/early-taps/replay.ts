import { EARLY_TAPS_GLOBAL, type EarlyTap } from '@/config/start-up';

/** How long a dialog frame waits for the real dialog before it gives up and goes. */
const DIALOG_WAIT_MS = 10_000;

/** The element the press belongs to now: itself when hydration kept it, else its twin by path. */
function hydratedTwin(tap: EarlyTap, root: HTMLElement): HTMLElement | null {
  if (tap.element.isConnected && root.contains(tap.element)) return tap.element;
  let node: Element | undefined = root;
  for (const index of tap.path ?? []) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node === root) return null;
  return node.tagName === tap.element.tagName && node.textContent === tap.text ? node : null;
}

/** Removes a dialog frame once a real dialog is on the page (or after DIALOG_WAIT_MS). */
function dropFrameWhenDialogShows(frame: HTMLElement) {
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    frame.remove();
  };
  const page = frame.ownerDocument;
  const observer = new MutationObserver(() => {
    if (page.querySelector('[role="dialog"]')) done();
  });
  observer.observe(page.body, { childList: true, subtree: true });
  const timer = setTimeout(done, DIALOG_WAIT_MS);
}

/**
 * Called once, when the hydrated app has committed: stops the early capture and clicks each caught
 * button's hydrated twin, in order, once. React's own handlers answer from then on.
 */
export function replayEarlyTaps(root: HTMLElement | null = document.getElementById('root')) {
  const taps = window[EARLY_TAPS_GLOBAL]?.take() ?? [];
  for (const tap of taps) {
    const twin = root ? hydratedTwin(tap, root) : null;
    if (tap.mark?.classList.contains('early-tap-dialog') && twin)
      dropFrameWhenDialogShows(tap.mark);
    else tap.mark?.remove();
    // A disclosure opened early with no button left to hold it open: closed as the app has it.
    if (!twin) tap.close?.();
    twin?.click();
  }
}
