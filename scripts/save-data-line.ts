import type { BrowserContext, Page } from '@playwright/test';

/**
 * Makes `target` a line that asks to save data, as Chromium's lite mode does: the Save-Data header
 * on every request and `navigator.connection.saveData` (src/lib/network/fetch-ahead.ts reads it).
 * Shared by the browser tests and `npm run bench:bytes`.
 */
export async function saveDataLine(target: Page | BrowserContext): Promise<void> {
  await target.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  // As text: this file is type-checked for Node, which has no navigator.connection.
  await target.addInitScript({
    content: `Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    });`,
  });
}
