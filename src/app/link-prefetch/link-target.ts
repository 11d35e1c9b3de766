/**
 * The in-app path a link leads to, or null when following it would not render a page of this app:
 * another site, a file (download), a new tab, or a place on the page it is on.
 */
export function linkTarget(anchor: HTMLAnchorElement, here: Location = window.location) {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // A file of the site (a PDF, a DXF, a picture) rather than a page.
  if (/\.[a-z0-9]{2,4}$/i.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname;
}

/** The link an event happened on (or inside), if any. */
export const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
