import { test as base, expect } from '@playwright/test';

/** Every test fails on an uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (projectName: string) => projectName === 'mobile';

/** Opens a URL and waits until the prerendered page has hydrated (RootLayout sets html[data-ready]). */
export async function gotoReady(page: import('@playwright/test').Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}
