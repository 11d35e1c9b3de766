import { createElement, use, useState } from 'react';
import { matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@/config/routes';
import { loadedPage, loadPage, pageLoaderOf } from './page-loader';
import { isHydrated } from '@/lib/layout/hydration';
import { LAYOUT_DATA, pageData, type PageData } from './page-data';
import { RootLayout } from './root-layout';

/** A page from its own chunk: at once when loaded (hydration, a visited page), else it suspends. */
function LazyPage({ route }: { route: RouteEntry }) {
  const data = pageData(route.id, useParams());
  // The page's data on its way beside its chunk (the page reads it, and shows a failure).
  for (const each of data) each.load().catch(() => {});
  // Mounted by a visit within the app, the page also waits for its later parts (inside
  // HydrateLater, which has no fallback), as for its chunk. Mounted while hydrating, it does not:
  // those parts come after hydration (src/app/page-data.ts).
  const [withinApp] = useState(isHydrated);
  if (withinApp) for (const each of data) if (each.later) use(each.load());
  // The same component every render: the loader keeps one per page module.
  return createElement(loadedPage(route) ?? use(loadPage(route)));
}

/** The layout route (header, footer, side bar) around `children`: the app's, or the shell's. */
export const layoutRoute = (children: RouteObject[]): RouteObject => ({
  path: '/',
  element: <RootLayout />,
  children,
});

const entryOf = new WeakMap<RouteObject, RouteEntry>();

/**
 * The router's table, built from the route manifest: a layout route around lazy pages. Plain
 * `element` routes, so the declarative <BrowserRouter> runs it (half the router's bytes of the
 * data router; src/app/app.tsx) and the tests' memory routers run it unchanged.
 */
export function buildRouteTable(manifest: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const pages: RouteObject[] = manifest.flatMap((route) => {
    pageLoaderOf(route);
    // Keyed: the router renders every page at one place in the tree, so without a key React would
    // keep one LazyPage, and its state (whether it mounted within the app), across pages.
    const element = <LazyPage key={route.id} route={route} />;
    const own: RouteObject[] = [{ path: route.path, element }];
    if (route.index) own.unshift({ index: true, element });
    own.forEach((object) => entryOf.set(object, route));
    return own;
  });
  return [layoutRoute(pages)];
}

export const routes = buildRouteTable();

/** The manifest entries of the pages a URL renders, with the URL's parameters. */
function matchedPages(pathname: string, table: RouteObject[]) {
  return (matchRoutes(table, pathname) ?? []).flatMap(({ route, params }) => {
    const entry = entryOf.get(route);
    return entry ? [{ entry, params }] : [];
  });
}

/**
 * What a URL renders, to load before hydration: the manifest entries of its pages (their chunks)
 * and the data they read besides (src/app/page-data.ts). One match: React Router ranks the whole
 * table on each, a few milliseconds of a slow phone's start-up.
 */
export function pagesAt(
  pathname: string,
  table: RouteObject[] = routes,
): { pages: RouteEntry[]; data: PageData[] } {
  const matched = matchedPages(pathname, table);
  return {
    pages: matched.map(({ entry }) => entry),
    data: [...LAYOUT_DATA, ...matched.flatMap(({ entry, params }) => pageData(entry.id, params))],
  };
}

export function AppRoutes() {
  return useRoutes(routes);
}
