/**
 * Runs `task` when the browser is idle, at the latest after `timeout` ms; Safari lacks
 * requestIdleCallback, so a timer of `fallback` ms stands in there.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallback }: { timeout: number; fallback: number },
) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, fallback);
}
