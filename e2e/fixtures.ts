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

/** A model's 对比 box (series tables, model pages, related models). */
export const compareBox = (page: import('@playwright/test').Page, model: string) =>
  page.getByRole('checkbox', { name: `对比 ${model}`, exact: true }).first();

/** Opens a URL and waits until the prerendered page has hydrated (RootLayout sets html[data-ready]). */
export async function gotoReady(page: import('@playwright/test').Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the login dialog shows 密码登录 and its opening animation has ended: a click while
 * the dialog still zooms in can miss the control it aims at.
 */
export async function settleLoginDialog(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('密码登录', { exact: true })).toBeVisible();
  await expect(
    page.locator('.ant-zoom-enter, .ant-zoom-appear, .ant-fade-enter, .ant-fade-appear'),
  ).toHaveCount(0);
}

/** Clicks the header's 登录/注册 and waits for the settled dialog. */
export async function openLoginDialog(page: import('@playwright/test').Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click();
  await settleLoginDialog(page);
}
