import type { ComponentType } from 'react';
import type { RouteEntry } from '@/config/routes';

type PageModule = Record<string, ComponentType>;

// Every page module as its own lazy chunk, keyed by its path under src/pages.
const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType>>();
const failed = new Set<string>();
// The fetches a visit waits for, each counted once as pending.
const counted = new WeakSet<Promise<ComponentType>>();
const listeners = new Set<() => void>();
let pending = 0;

/** Checks at build time (and in tests) that every route names a page module that exists. */
export function pageLoaderOf(route: RouteEntry): () => Promise<PageModule> {
  const load = pageModules[`../pages/${route.module}`];
  if (!load) throw new Error(`route "${route.id}": no page module src/pages/${route.module}`);
  return load;
}

/** The page's component once its chunk has arrived; undefined before. */
export const loadedPage = (route: RouteEntry): ComponentType | undefined =>
  loaded.get(route.module);

/**
 * Fetches a page's chunk once. A fetch for a visit counts as pending for `pageLoads` while it is
 * on its way (the layout shows a progress bar); one fetched ahead of a press (`ahead`, from
 * ./page-prefetch.ts) does not, until a visit asks for it too. A failed fetch stays failed (so the
 * page that awaits it shows the error instead of fetching again on every render) until
 * `retryFailedPages`.
 */
export function loadPage(
  route: RouteEntry,
  { ahead = false }: { ahead?: boolean } = {},
): Promise<ComponentType> {
  let promise = loading.get(route.module);
  if (!promise) {
    promise = pageLoaderOf(route)().then((module) => {
      const component = module[route.component];
      if (!component) throw new Error(`src/pages/${route.module} has no export ${route.component}`);
      loaded.set(route.module, component);
      return component;
    });
    loading.set(route.module, promise);
    promise.catch(() => failed.add(route.module));
  }
  if (!ahead && !loaded.has(route.module) && !counted.has(promise)) {
    counted.add(promise);
    changePending(1);
    const done = () => changePending(-1);
    promise.then(done, done);
  }
  return promise;
}

/** After the error was shown: the next visit to a page whose chunk failed fetches it again. */
export function retryFailedPages() {
  failed.forEach((module) => loading.delete(module));
  failed.clear();
}

function changePending(by: number) {
  pending += by;
  // Not during React's render (a page starts its own fetch while rendering): a microtask later.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export const pageLoads = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  pending: () => pending > 0,
};
