/** A promise that carries its value once fulfilled, as React's `use` reads it. */
export type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `promise`, marked with its value once fulfilled: a component that calls `use` on it after that
 * renders at once, hydration included, instead of suspending for a microtask.
 */
export function settled<T>(promise: Promise<T>): Settled<T> {
  const marked: Settled<T> = promise;
  marked.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => {},
  );
  return marked;
}
