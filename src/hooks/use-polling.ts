import { useEffect, useRef } from 'react';

export interface PollingOptions {
  intervalMs: number;
  enabled: boolean;
  /** Skip ticks while the tab is hidden and resume when it shows again (default true). */
  pauseWhenHidden?: boolean;
}

/**
 * Runs `task` every `intervalMs` while enabled. The next tick is scheduled only after the
 * previous one settled, so a slow answer never stacks requests. The task returns true to stop.
 * Disabling, or unmounting, clears the timer.
 */
export function usePolling(
  task: () => Promise<boolean | void> | boolean | void,
  options: PollingOptions,
): void {
  const { intervalMs, enabled, pauseWhenHidden = true } = options;
  const taskRef = useRef(task);
  useEffect(() => {
    taskRef.current = task;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let inFlight = false;
    let stopped = false;

    const hidden = () => pauseWhenHidden && document.visibilityState === 'hidden';
    const schedule = () => {
      if (stopped || inFlight || timer !== undefined || hidden()) return;
      timer = window.setTimeout(tick, intervalMs);
    };
    const tick = async () => {
      timer = undefined;
      inFlight = true;
      let done = false;
      try {
        done = (await taskRef.current()) === true;
      } catch {
        // A failed check is retried on the next tick.
      } finally {
        inFlight = false;
      }
      if (done) stopped = true;
      else schedule();
    };
    const onVisibility = () => {
      if (hidden()) {
        window.clearTimeout(timer);
        timer = undefined;
      } else {
        schedule();
      }
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs, pauseWhenHidden]);
}
