import type { Page } from '@playwright/test';
import { expect, hydrated, isMobile, savingData, test } from './fixtures';

/** Every script the page asks for, by file name, as asked. */
const scriptsAsked = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) asked.push(pathname.split('/').pop()!);
  });
  return asked;
};

test.describe('links that answer at the tap', () => {
  test('the first links of a page in view are fetched ahead once it is idle', async ({ page }) => {
    const asked = scriptsAsked(page);
    await page.goto('/home');
    await hydrated(page);
    // The hero's 联系我们 leads to /contact: its chunk comes without a press.
    await expect.poll(() => asked.some((file) => file.startsWith('contact-page-'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: '联系我们' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  });

  test('on a line that saves data only intent fetches, then the tap is answered', async ({ page }, {
    project,
  }) => {
    await savingData(page);
    const asked = scriptsAsked(page);
    await page.goto('/home');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Nothing ahead: neither the pages in view nor the header's islands.
    expect(asked.filter((file) => /^(contact-page|product-page|antd-island)-/.test(file))).toEqual(
      [],
    );
    const link = page.locator('main a[href="/product?ctype=lenggui"]').first();
    await link.scrollIntoViewIfNeeded();
    if (isMobile(project.name)) {
      // A finger coming down on the link starts its page; the tap then finds it.
      await link.dispatchEvent('touchstart');
    } else await link.hover();
    await expect.poll(() => asked.some((file) => file.startsWith('product-page-'))).toBe(true);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('冷柜');
    await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
  });
});

test('the login frame takes what is typed while the dialog loads and hands it over', async ({
  page,
}) => {
  // The dialog's island held back, as on a slow line right after the page hydrated.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(antd-island|login-modal)-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  await hydrated(page);
  await page.getByRole('button', { name: '登录/注册' }).first().click();

  const frame = page.getByRole('dialog', { name: '密码登录' });
  await expect(frame.getByRole('status')).toHaveText('正在加载…');
  await expect(frame.getByLabel('客户编号')).toBeFocused();
  await page.keyboard.type('C100');

  release();
  // The dialog's own field, with the caret kept: the visitor types on.
  await expect(page.getByText('正在加载…')).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: '密码登录' });
  await expect(dialog.getByRole('button', { name: '切换登录方式' })).toBeVisible();
  await expect(dialog.getByLabel('客户编号')).toHaveValue('C100');
  await expect(dialog.getByLabel('客户编号')).toBeFocused();
  await page.keyboard.type('86');
  await expect(dialog.getByLabel('客户编号')).toHaveValue('C10086');
});
