import type { Browser, BrowserContext } from '@playwright/test';
import type { DocumentPart, PrintLayout } from '../../src/content/printed-documents';
import type { ManualContext } from './manual/context';
import { printManualPart } from './manual/print-part';
import { printPage, type PrintedPage } from './print-page';

/**
 * Per layout: its scale on A4, and the width of the screen the page is loaded on, which picks
 * each picture's size from its srcset (a 480 px render is plenty for a spec sheet).
 */
const SETTINGS: Record<PrintLayout | 'manual', { scale: number; width: number }> = {
  'spec-sheet': { scale: 0.8, width: 520 },
  catalogue: { scale: 0.7, width: 1000 },
  'company-profile': { scale: 0.7, width: 1000 },
  manual: { scale: 1, width: 800 },
};

/** A printed part: its PDF and, for a site page, its <h1> and the site's name. */
export type PrintedPart = Partial<PrintedPage> & { pdf: Uint8Array };

/**
 * Prints the parts of the documents: a site page once per layout however many documents hold
 * it (a model page is its spec sheet and a page of its series' 产品手册). Each part in a browser
 * context of its own: a shared one's cache would let Chromium pick a larger picture of a srcset
 * that an earlier page had loaded, and the bytes would depend on the order of printing.
 */
export function partPrinter(browser: Browser, origin: string, manual: ManualContext) {
  const printed = new Map<string, Promise<PrintedPart>>();
  const inContext = async <T>(
    layout: PrintLayout | 'manual',
    print: (c: BrowserContext) => Promise<T>,
  ) => {
    const context = await browser.newContext({
      viewport: { width: SETTINGS[layout].width, height: 900 },
      deviceScaleFactor: 1,
      locale: 'zh-CN',
    });
    try {
      return await print(context);
    } finally {
      await context.close();
    }
  };
  const printOnce = async (part: DocumentPart): Promise<PrintedPart> => {
    if ('section' in part)
      return { pdf: await inContext('manual', (c) => printManualPart(c, part, manual)) };
    const { scale } = SETTINGS[part.layout];
    return inContext(part.layout, (c) => printPage(c, origin + part.url, scale));
  };
  return {
    print(part: DocumentPart): Promise<PrintedPart> {
      const key = JSON.stringify(part);
      if (!printed.has(key)) printed.set(key, printOnce(part));
      return printed.get(key)!;
    },
  };
}
