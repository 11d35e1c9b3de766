import type { Page } from '@playwright/test';
import { expect, footerLink, hydrated, isMobile, test } from './fixtures';
import { openHeld } from './hold-app';

const press = async (page: Page, name: string, how: 'tap' | 'Enter') => {
  const button = page.getByRole('button', { name, exact: true }).first();
  if (how === 'Enter') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else if (isMobile(test.info().project.name)) await button.tap();
  else await button.click();
};

for (const how of ['tap', 'Enter'] as const) {
  test.describe(`a ${how} before hydration gets its answer`, () => {
    test('菜单 opens the menu', async ({ page }, { project }) => {
      test.skip(!isMobile(project.name), '菜单 shows below 1024 px');
      const release = await openHeld(page, '/home');
      await press(page, '菜单', how);
      // It needs none of the app: the menu opens from the page's own HTML and CSS.
      const menu = page.locator('#site-menu');
      await expect(menu.getByRole('link', { name: '工程案例' }).first()).toBeVisible();
      await expect(page.locator('.early-tap-ring')).toHaveCount(0);
      await release();
      await hydrated(page);
      // The hydrated app holds it open, and closes it as it always does.
      const button = page.locator('button[aria-controls="site-menu"]');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: '工程案例' }).first()).toBeVisible();
      await button.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });

    test('搜索 opens the search field', async ({ page }) => {
      const release = await openHeld(page, '/home');
      await press(page, '搜索', how);
      await release();
      await expect(page.getByRole('searchbox', { name: '站内搜索' })).toBeVisible();
    });

    test('登录/注册 shows the dialog frame at once, then the login dialog', async ({ page }) => {
      const release = await openHeld(page, '/home');
      await press(page, '登录/注册', how);
      await expect(page.locator('.early-tap-dialog')).toHaveText('正在加载…');
      await release();
      await expect(page.getByRole('dialog').locator('input').first()).toBeVisible();
      await expect(page.locator('.early-tap-dialog')).toHaveCount(0);
    });

    test('加入询价单 adds the model', async ({ page }) => {
      const release = await openHeld(page, '/product/lenggui/cc-lg-4d');
      await press(page, '加入询价单', how);
      await release();
      await expect(
        page.getByRole('main').getByRole('button', { name: '已加入询价单' }).first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /^获取报价 \(1\)/ }).first()).toBeAttached();
    });
  });
}

test('a link in the menu opened before hydration navigates at once', async ({ page }, {
  project,
}) => {
  test.skip(!isMobile(project.name), '菜单 shows below 1024 px');
  await openHeld(page, '/home');
  await page.getByRole('button', { name: '菜单', exact: true }).tap();
  await page.locator('#site-menu').getByRole('link', { name: '联系我们' }).first().tap();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a link tapped before hydration still navigates', async ({ page }) => {
  await openHeld(page, '/home');
  await (await footerLink(page, '联系我们')).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a press on the page background is not caught and nothing opens', async ({ page }) => {
  const release = await openHeld(page, '/home');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('.early-tap-ring, .early-tap-dialog')).toHaveCount(0);
  await release();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});
