import { paths } from './paths';
import { seriesImages } from '@/content/catalogue/series-images';
import { ROUTES, type RouteEntry } from './routes';
import { SERIES } from './series';

interface NavLink {
  title: string;
  href: string;
  /** A picture for the dropdown (base path of a render: `-480.webp` is appended). */
  image?: string;
}

export interface NavGroup {
  title: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

const seriesLinks = (): NavLink[] =>
  SERIES.map((s) => ({ title: s.name, href: paths.series(s.ctype), image: seriesImages[s.ctype] }));

/**
 * The top navigation of a route manifest: its routes with `nav`, in manifest order, under their
 * manifest titles (UI contract order; /technology and /download are routes but not entries).
 */
export function navOf(routes: readonly RouteEntry[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const route of routes) {
    const link = { title: route.title, href: `/${route.path}` };
    if (route.nav === 'link') entries.push(link);
    else if (route.nav === 'series') entries.push({ title: route.title, children: seriesLinks() });
    else if (route.nav) {
      const last = entries[entries.length - 1];
      if (last && isNavGroup(last) && last.title === route.nav.group) last.children.push(link);
      else entries.push({ title: route.nav.group, children: [link] });
    }
  }
  return entries;
}

/** Top navigation, from the route manifest (src/config/routes.ts). */
export const NAV: NavEntry[] = navOf(ROUTES);
