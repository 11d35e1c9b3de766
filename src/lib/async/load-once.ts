/** A promise that carries its value once fulfilled, as React's `use` reads it. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `promise`, marked with its value once fulfilled: a component that calls `use` on it after that
 * renders at once, hydration included, instead of suspending for a microtask.
 */
function settled<T>(promise: Promise<T>): Settled<T> {
  const marked: Settled<T> = promise;
  marked.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    () => {},
  );
  return marked;
}

/**
 * `load` per key, called once and its promise kept (marked for `use`, above); a failure is
 * forgotten, so the next call tries again. For chunks a page reads as it renders (a series' data,
 * a page's part below the first screen).
 */
export function loadOnceEach<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loading = new Map<K, Settled<T>>();
  return (key) => {
    const known = loading.get(key);
    if (known) return known;
    const promise = settled(load(key));
    promise.catch(() => {
      if (loading.get(key) === promise) loading.delete(key);
    });
    loading.set(key, promise);
    return promise;
  };
}

/** `load`, called once and its promise kept, as loadOnceEach with a single key. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const once = loadOnceEach<null, T>(load);
  return () => once(null);
}
