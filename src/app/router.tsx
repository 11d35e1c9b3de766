import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './router-table';

/**
 * Loads the lazy route modules the current URL needs before the first render, so a prerendered
 * page hydrates with the same tree the server rendered and a fresh render shows no blank frame.
 */
async function resolveLazyMatches(routeTable: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routeTable, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export async function createAppRouter() {
  await resolveLazyMatches(routes, window.location);
  return createBrowserRouter(routes);
}
