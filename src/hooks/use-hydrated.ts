import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server render and while hydrating, true afterwards. For parts that must not be
 * prerendered (a lazy antd island: the prerender would leave an unfinished Suspense boundary that
 * React reports as error #419 when it hydrates).
 *
 * The flip is a transition: React renders what it reveals in slices that yield to the browser.
 * (useSyncExternalStore with a different server snapshot re-rendered synchronously right after
 * hydration instead: one long task on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
