import { routeInfo } from '@/lib/route/route-info';

/** True when the prerendered HTML in the page was rendered for this very URL (so it can be hydrated). */
export function matchesPrerender(
  prerenderedUrl: string | undefined,
  location: { pathname: string; search: string },
): boolean {
  if (!prerenderedUrl) return false;
  const rendered = new URL(prerenderedUrl, 'http://x');
  const same = routeInfo(rendered.pathname).pathname === routeInfo(location.pathname).pathname;
  return (
    same &&
    new URLSearchParams(rendered.search).toString() ===
      new URLSearchParams(location.search).toString()
  );
}
