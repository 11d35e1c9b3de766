import type { Page } from '@playwright/test';
import { PATHS } from '../src/contract';
import { API, loginWithCookie } from './api';
import { violations } from './axe';
import { expect, footerLink, gotoReady, hydrated, isMobile, openLoginAt, test } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
test.describe('login modal (desktop)', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'once, in the desktop project');
  });

  test('the modal: 806 px, not closed by the mask, closed by ×', async ({ page }) => {
    await openLoginAt(page);
    await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
    const box = (await page.locator('.ant-modal').boundingBox())!;
    expect(Math.round(box.width)).toBe(806);
    // The dialog's own antd styles (antd-modal.generated.css) arrived: it floats over the page.
    await expect(page.locator('.ant-modal-wrap')).toHaveCSS('position', 'fixed');
    await expect(dialog(page).getByRole('img', { name: '微信扫码登录' })).toHaveJSProperty(
      'width',
      175,
    );
    await page.screenshot({ path: 'e2e/screenshots/login-modal-desktop.png' });
    await page.mouse.click(20, 20);
    await expect(dialog(page)).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: /close|关闭/i })
      .click();
    await expect(dialog(page)).toBeHidden();
  });

  test('the footer 客户中心 link opens the modal when anonymous', async ({ page }) => {
    await gotoReady(page, '/about');
    await (await footerLink(page, '客户中心')).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('/ucenter without a token opens the login modal; antd runs once the visitor types', async ({
    page,
  }) => {
    await gotoReady(page, '/ucenter');
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('客户中心');
    // Its plain frame: the page loads without running antd (a long task on a slow phone).
    await page.waitForLoadState('networkidle');
    await expect(dialog(page).getByText('密码登录', { exact: true })).toBeVisible();
    await expect(page.locator('.ant-modal')).toHaveCount(0);
    await expect(page.getByText('正在加载…')).toHaveCount(0);
    // It is the dialog for as long as the visitor reads: readable (its 微信扫码登录 hint once failed
    // Lighthouse's contrast check).
    expect(await violations(page), 'axe').toEqual([]);
    // Typing brings the dialog, which keeps what was typed.
    await dialog(page).getByLabel('客户编号').pressSequentially('C10086');
    await expect(page.locator('.ant-modal')).toBeVisible();
    await expect(page.locator('.ant-modal').getByLabel('客户编号')).toHaveValue('C10086');
  });

  test('opening the modal when a token already exists reloads the page', async ({ page }) => {
    await gotoReady(page, '/home');
    // Another tab logs in meanwhile: the cookie appears after this page has loaded.
    await loginWithCookie(page, 'C10087');
    // The header reads the new cookie as soon as the click renders, before the reload: wait for
    // the reload itself, so the test proves it and never ends while a navigation is under way.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: '登录/注册' }).click();
    await reloaded;
    await hydrated(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: '客户中心' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: '侧边导航' }).getByRole('button', { name: '电话' }),
    ).toBeVisible();
  });

  test('an expired token is cleared once; the page stays usable', async ({ page }) => {
    await gotoReady(page, '/home');
    let profileCalls = 0;
    page.on('request', (r) => r.url().includes('/profile') && profileCalls++);
    await page
      .context()
      .addCookies([{ name: 'User-Token', value: 'expired-token', domain: 'localhost', path: '/' }]);
    const refused = page.waitForResponse((r) => r.url().startsWith(`${API}${PATHS.profile}`));
    await page.reload();
    await refused;
    await expect(page.getByRole('banner').getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'User-Token'))
      .toBe(false);
    // A later call's answer proves the page idle: a retry of the profile would have gone out
    // before it. Opening the modal (the page is usable) fetches a QR ticket.
    const ticket = page.waitForResponse((r) => r.url().startsWith(`${API}${PATHS.wxTicket}`));
    await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click();
    await ticket;
    await expect(dialog(page).getByRole('img', { name: '微信扫码登录' })).toBeVisible();
    expect(profileCalls).toBe(1);
  });
});

test('the modal fits a 375 px phone', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'mobile only');
  await openLoginAt(page);
  await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
  const box = (await page.locator('.ant-modal').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'e2e/screenshots/login-modal-mobile.png' });
  // Register mode shows the registration notice on phones too (below the form).
  await dialog(page).getByRole('button', { name: '首次使用？点击注册' }).click();
  await expect(dialog(page).getByRole('img', { name: '注册须知' })).toBeVisible();
});
