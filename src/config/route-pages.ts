import { catalogue, modelSlug } from '../content/catalogue';
import { caseSummaries } from '../content/case-summaries';
import { ROUTES, type RouteEntry, type RouteKey } from './routes';
import { SERIES } from './series';

/**
 * The concrete URLs of the route manifest: what the prerender writes, the sitemap lists and the
 * tests visit. Routes with parameters or variants get theirs from the content data here (kept out
 * of routes.ts so the catalogue is not part of every first visit).
 */
export interface PageInstance {
  /** The URL visitors use (with its query for product series). */
  url: string;
  /** Where its HTML goes under dist/, without `/index.html` ('' for the site root). */
  file: string;
  /** The <h1> the page shows. */
  h1: string;
  /** Page name for the breadcrumb JSON-LD and og:title. */
  title: string;
  priority: number;
}

const atPath = (url: string, h1: string, title: string, priority: number): PageInstance => ({
  url,
  file: url.slice(1).split('?')[0]!,
  h1,
  title,
  priority,
});

/** Route id → its URLs, for routes that have more than the one URL of their path. */
type Variants = (route: RouteEntry) => PageInstance[];
const VARIANTS: Partial<Record<RouteKey, Variants>> = {
  // The site root serves the home page too (dist/index.html); the sitemap lists /home only.
  home: (route) => [
    { ...atPath('/home', route.h1!, route.title, route.priority), file: '' },
    atPath('/home', route.h1!, route.title, route.priority),
  ],
  product: (route) => [
    atPath('/product', route.title, route.title, route.priority),
    ...SERIES.map((s) => ({
      url: `/product?ctype=${s.ctype}`,
      file: `product/${s.ctype}`,
      h1: s.name,
      title: s.name,
      priority: route.priority,
    })),
  ],
  model: (route) =>
    catalogue.map((model) => {
      const name = `${model.model} ${model.name}`;
      return atPath(
        `/product/${model.ctype}/${modelSlug(model.model)}`,
        name,
        name,
        route.priority,
      );
    }),
  caseStudy: (route) =>
    caseSummaries.map((study) =>
      atPath(`/case/${study.id}`, study.name, study.name, route.priority),
    ),
};

/** The concrete URLs of one route. */
function instancesOf(route: RouteEntry): PageInstance[] {
  // Any route's id: one outside the manifest (a test's) has none.
  const byId: Partial<Record<string, Variants>> = VARIANTS;
  const variants = byId[route.id];
  if (variants) return variants(route);
  return [atPath(`/${route.path}`, route.h1 ?? route.title, route.title, route.priority)];
}

/** Every URL the build prerenders, with its route. */
export function prerenderedPages(routes: readonly RouteEntry[] = ROUTES) {
  return routes
    .filter((route) => route.render === 'prerender')
    .flatMap((route) => instancesOf(route).map((instance) => ({ ...instance, route })));
}

/**
 * Pages that answer the app shell with 200 (their content needs the address's query, the visitor's
 * browser or their login), with the page module whose chunks the shell lists.
 */
export function shellPages(
  routes: readonly RouteEntry[] = ROUTES,
): { path: string; module: string }[] {
  return routes
    .filter((route) => route.render === 'shell')
    .map((route) => ({ path: `/${route.path}`, module: route.module }));
}

/** The paths of shellPages. */
export const shellPaths = (routes: readonly RouteEntry[] = ROUTES): string[] =>
  shellPages(routes).map((page) => page.path);
