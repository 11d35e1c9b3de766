import type { BrowserContext } from '@playwright/test';
import { colophonAsFooter } from './page-footer';
import { jpegImagesForPrint } from './print-images';
import { linksToSite } from './site-links';

/** A printed site page and what the PDF's properties take from it. */
export interface PrintedPage {
  pdf: Uint8Array;
  /** Its <h1>. */
  heading: string;
  /** The site's name (og:site_name). */
  siteName: string;
}

/**
 * One site page as a PDF, the way a browser prints it: print media, backgrounds on, A4 with the
 * page's own @page margins. `scale` shrinks the layout: at 0.7 an A4 page is laid out 1000 px
 * wide, in the desktop's columns, with type at print size.
 */
export async function printPage(
  context: BrowserContext,
  url: string,
  scale: number,
): Promise<PrintedPage> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-ready="true"]').waitFor();
    // The page's later part (HydrateLater) hydrates after the ready mark, once its chunk has come,
    // and may put back the pictures the JPEG swap replaced: the bytes then depended on timing.
    await page.waitForLoadState('networkidle');
    await page.emulateMedia({ media: 'print' });
    await jpegImagesForPrint(page, 0.8);
    await linksToSite(page);
    const heading = (await page.locator('h1').first().innerText()).trim();
    const siteName =
      (await page.locator('meta[property="og:site_name"]').getAttribute('content')) ?? '';
    const footer = await colophonAsFooter(page);
    const pdf = await page.pdf({
      printBackground: true,
      preferCSSPageSize: true,
      scale,
      ...footer,
    });
    return { pdf, heading, siteName };
  } finally {
    await page.close();
  }
}
