import type { Page } from '@playwright/test';
import { esc } from './manual/html';

/** The templates for page.pdf: no header, the text as every page's footer, small and grey. */
export const footerTemplates = (text: string) => ({
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: `<div style="width: 100%; margin: 0 12mm; font-size: 7px; color: #6b7785;">${esc(text)}</div>`,
});

/**
 * The page's colophon (the company's address line, #print-colophon) moved into the footer of
 * every printed page: Chromium's footer template, in the bottom margin. Returns the templates
 * for page.pdf; the page numbers are stamped later, over the merged document.
 */
export async function colophonAsFooter(page: Page) {
  const colophon = page.locator('#print-colophon');
  const text = (await colophon.locator('p').first().textContent())?.trim() ?? '';
  await page.addStyleTag({ content: '#print-colophon { display: none !important; }' });
  return footerTemplates(text);
}
