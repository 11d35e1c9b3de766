import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while hydrating, true afterwards. For parts that must not be
 * prerendered (a lazy antd island: the prerender would leave an unfinished Suspense boundary that
 * React reports as error #419 when it hydrates).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
