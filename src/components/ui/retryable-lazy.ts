import { createElement, use, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** How to forget each load that failed, until IslandBoundary's 重试 asks for it again. */
const failures = new Set<() => void>();

/** Forgets the loads that failed: the parts that made them load again when they next render. */
export function forgetFailedLoads() {
  for (const forget of failures) forget();
  failures.clear();
}

/**
 * React.lazy, except that a load that failed is made again once IslandBoundary's 重试 (or its
 * resetOn) asks for it: React.lazy keeps a failure for the page's life. Not forgotten sooner:
 * React renders a suspended part again when its load settles, and a new load there would fetch a
 * chunk that cannot come again and again. Browsers that follow the current HTML standard
 * (Chromium; Firefox and Safari since 2026) fetch a module that failed again on the next
 * import(); older ones fail at once, and the fallback offers a reload.
 */
export function retryableLazy<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  let loading: Promise<Loaded<P>> | null = null;
  const current = () => {
    if (loading) return loading;
    const made = load();
    made.catch(() =>
      failures.add(() => {
        if (loading === made) loading = null;
      }),
    );
    return (loading = made);
  };
  return function RetryableLazy(props: P) {
    return createElement(use(current()).default, props);
  };
}
