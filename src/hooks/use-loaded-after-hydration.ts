import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server render and while hydrating; true once `load` (a dynamic import) has settled,
 * started in a task of its own after hydration. For a lazy island that must not be prerendered (the
 * prerender would leave an unfinished Suspense boundary that React reports as error #419).
 *
 * Why not let React.lazy start the import while rendering: the chunk loader then adds its
 * <link> elements and the module is evaluated inside that render, one long task on a phone
 * together with the page's hydration. Here each is a task of its own, and the render that reveals
 * the island is a transition. A failed load also flips to true: the lazy component then meets
 * the same failure, which AfterHydration says in the island's place with 重试.
 */
export function useLoadedAfterHydration(load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const reveal = () => {
      if (live) startTransition(() => setLoaded(true));
    };
    const id = setTimeout(() => void load().then(reveal, reveal), 0);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [load]);
  return loaded;
}
