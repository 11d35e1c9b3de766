import type { Page } from '@playwright/test';

/**
 * Points the page's own links at the site's public address (its canonical link's origin) instead
 * of the local server it was loaded from: a PDF's links then open the site, and the same pages
 * print to the same bytes whatever port the server had.
 */
export async function linksToSite(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) throw new Error(`${location.pathname} has no canonical link`);
    const site = new URL(canonical.href).origin;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const url = new URL(link.href);
      if (url.origin === location.origin)
        link.href = `${site}${url.pathname}${url.search}${url.hash}`;
    }
  });
}
