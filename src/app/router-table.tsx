import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@/config/routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = Record<string, React.ComponentType>;

// Every page module as its own lazy chunk, keyed by its path under src/pages.
const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

function lazyPage(route: RouteEntry): RouteObject['lazy'] {
  const load = pageModules[`../pages/${route.module}`];
  if (!load) throw new Error(`route "${route.id}": no page module src/pages/${route.module}`);
  return () =>
    load().then((module) => {
      const Component = module[route.component];
      if (!Component) throw new Error(`src/pages/${route.module} has no export ${route.component}`);
      return { Component };
    });
}

/** The layout route (header, footer, side bar) around `children`: the app's, or the shell's. */
export const layoutRoute = (children: RouteObject[]): RouteObject => ({
  path: '/',
  element: <RootLayout />,
  children,
});

/** The router's table, built from the route manifest: a layout route around lazy pages. */
export function buildRouteTable(manifest: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const pages: RouteObject[] = manifest.flatMap((route) => {
    const lazy = lazyPage(route);
    const own: RouteObject = { path: route.path, lazy };
    return route.index ? [{ index: true, lazy: lazyPage(route) }, own] : [own];
  });
  // Errors render inside the layout, so header and footer stay.
  return [layoutRoute([{ errorElement: <RouteError />, children: pages }])];
}

export const routes = buildRouteTable();
