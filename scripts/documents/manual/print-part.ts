import type { BrowserContext } from '@playwright/test';
import { footerTemplates } from '../page-footer';
import { jpegImagesForPrint } from '../print-images';
import type { ManualContext } from './context';
import { manualPageHtml, type ManualPart } from './page';

/**
 * A composed part of a 产品手册 as a PDF: its HTML written into a page of the served build (so
 * the renders load from it and can be redrawn as JPEGs), printed on A4 with the site's colophon
 * as every page's footer, like the printed site pages around it.
 */
export async function printManualPart(
  context: BrowserContext,
  part: ManualPart,
  manual: ManualContext,
): Promise<Uint8Array> {
  const page = await context.newPage();
  try {
    await page.goto(`${manual.assets}/robots.txt`);
    await page.setContent(manualPageHtml(part, manual), { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    await jpegImagesForPrint(page, 0.8);
    return await page.pdf({
      printBackground: true,
      preferCSSPageSize: true,
      ...footerTemplates(manual.colophon),
    });
  } finally {
    await page.close();
  }
}
