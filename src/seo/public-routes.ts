import { prerenderedPages, shellPages, shellPaths, type PageInstance } from '@/config/route-pages';

/** A public URL that is prerendered to static HTML (and, but for the site root, listed in sitemap.xml). */
export interface PublicRoute extends PageInstance {
  /** The page module under src/pages whose CSS and JS go into the prerendered head. */
  module: string;
}

/** Every prerendered URL, from the route manifest (src/config/routes.ts). */
export const PUBLIC_ROUTES: PublicRoute[] = prerenderedPages().map(({ route, ...instance }) => ({
  ...instance,
  module: route.module,
}));

/** Paths the server answers with the app shell and 200 (the prerender writes the shell there). */
export const SHELL_PATHS: string[] = shellPaths();

/** Those paths with their page module, whose chunks the shell lists for the app to fetch early. */
export const SHELL_ROUTES = shellPages();
