import { env } from '@/config/env';
import { paths } from '@/config/paths';

export interface RouteInfo {
  /** First path segment, 'home' for the root, overridden by a `?name=` query. */
  name: string;
  /** The `ctype` query (product series), or null. */
  ctype: string | null;
  /** Path with '/' normalised to '/home' and no trailing slash. */
  pathname: string;
}

const ORIGIN = 'http://route.invalid';

/** The route-name rule of the spec, for a location or a link href. */
export function routeInfo(pathname: string, search = ''): RouteInfo {
  const params = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean);
  const normalised = segments.length === 0 ? '/home' : `/${segments.join('/')}`;
  return {
    name: params.get('name') || segments[0] || 'home',
    ctype: params.get('ctype'),
    pathname: normalised,
  };
}

export function routeInfoOfHref(href: string): RouteInfo {
  const url = new URL(href, ORIGIN);
  return routeInfo(url.pathname, url.search);
}

/**
 * A link is active when its route matches the current one; a link that names a ctype
 * (a product series) also needs the same ctype, and a link to a nested path needs that path.
 */
export function isLinkActive(href: string, current: RouteInfo): boolean {
  if (isExternal(href)) return false;
  const target = routeInfoOfHref(href);
  if (target.name !== current.name) return false;
  if (target.ctype !== null) return target.ctype === current.ctype;
  if (target.pathname.split('/').length > 2) return target.pathname === current.pathname;
  return true;
}

export function isExternal(href: string): boolean {
  return /^[a-z]+:\/\//i.test(href);
}

/**
 * A customer-centre link needs login when there is no token: one that contains '://ucenter', is
 * the configured user-centre URL or the in-app centre (/ucenter), with or without an anchor or
 * query (/service's 申请报修 is /ucenter#repair).
 */
export function needsLogin(
  href: string,
  hasToken: boolean,
  ucenterUrl: string = env.ucenterUrl,
): boolean {
  if (hasToken) return false;
  const page = href.replace(/[?#].*$/, '');
  return href.includes('://ucenter') || page === ucenterUrl || page === paths.ucenter;
}
