import { paths } from '@/config/paths';
import { SERIES } from '@/config/series';
import { site, type RouteKey } from '@/config/site';

/** A public URL that is prerendered to static HTML and listed in sitemap.xml. */
export interface PublicRoute {
  /** The URL visitors use (with its query for product series). */
  url: string;
  /** Where the prerendered file goes under dist/ (without index.html). */
  file: string;
  /** Page name (breadcrumb and og:title). */
  name: string;
  priority: number;
}

const page = (url: string, key: RouteKey, priority = 0.6): PublicRoute => ({
  url,
  file: url.replace(/^\//, ''),
  name: site.routes[key].title,
  priority,
});

export const PUBLIC_ROUTES: PublicRoute[] = [
  { url: paths.home, file: '', name: site.routes.home.title, priority: 1 },
  page(paths.home, 'home', 1),
  page(paths.about, 'about', 0.8),
  page(paths.progress, 'progress'),
  page(paths.culture, 'culture'),
  page(paths.factory, 'factory', 0.7),
  page(paths.productOverview, 'product', 0.9),
  ...SERIES.map((s) => ({
    url: paths.product(s.ctype),
    file: `product/${s.ctype}`,
    name: s.name,
    priority: 0.9,
  })),
  page(paths.technology, 'technology', 0.7),
  page(paths.qualification, 'qualification', 0.7),
  page(paths.case, 'case', 0.8),
  page(paths.teamwork, 'teamwork'),
  page(paths.joinus, 'joinus'),
  page(paths.contact, 'contact', 0.8),
  page(paths.download, 'download'),
  page(paths.argumentRegister, 'register', 0.3),
  page(paths.argumentPrivate, 'private', 0.3),
];
