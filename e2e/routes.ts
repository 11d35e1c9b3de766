import { prerenderedPages, shellPaths } from '../src/config/route-pages';

export interface E2eRoute {
  path: string;
  h1: string;
  /** File-name-safe name for screenshots. */
  slug: string;
  /** The manifest route it is an instance of. */
  routeId: string;
}

/** Browser tests visit every URL of a route with few of them, and a sample of the larger sets. */
const SAMPLE = 3;

const slugOf = (file: string) => file.replaceAll('/', '-');

/** Every prerendered URL (the site root aside: it is /home's file), from the route manifest. */
export const ALL_PAGES: E2eRoute[] = prerenderedPages()
  .filter((page) => page.file !== '')
  .map((page) => ({
    path: page.url,
    h1: page.h1,
    slug: slugOf(page.file),
    routeId: page.route.id,
  }));

const byRoute = new Map<string, E2eRoute[]>();
for (const page of ALL_PAGES)
  byRoute.set(page.routeId, [...(byRoute.get(page.routeId) ?? []), page]);

/** What the page-by-page browser tests visit: prerendered pages (sampled) and the not-found page. */
export const PUBLIC_ROUTES: E2eRoute[] = [
  ...[...byRoute.values()].flatMap((pages) =>
    pages.length > 10 ? [...pages.slice(0, SAMPLE), pages.at(-1)!] : pages,
  ),
  { path: '/no-such-page', h1: '页面不存在', slug: 'not-found', routeId: 'notFound' },
];

/** App-only paths (the shell, 200). */
export const SHELL_PATHS = shellPaths();
