import { loginWithCookie, scanAs } from './api';
import { violations } from './axe';
import { expect, gotoReady, isMobile, openLoginDialog, settleLoginDialog, test } from './fixtures';

test('axe: logged-in pages and the customer centre', async ({ page }) => {
  await loginWithCookie(page);
  for (const path of ['/home', '/product?ctype=lenggui', '/ucenter']) {
    await gotoReady(page, path);
    await expect(
      page.getByRole('complementary', { name: '侧边导航' }).getByRole('button', { name: '电话' }),
    ).toBeVisible();
    if (path === '/ucenter') await expect(page.getByTestId('customer-name')).toHaveText('张建国');
    expect(await violations(page), path).toEqual([]);
  }
  const bar = page.getByRole('complementary', { name: '侧边导航' });
  await bar.getByRole('button', { name: '电话', exact: true }).click();
  await bar.getByRole('button', { name: '微信', exact: true }).click();
  expect(await violations(page, 'aside'), 'side bar open').toEqual([]);
});

test('axe: the login modal in each mode', async ({ page, request }) => {
  await gotoReady(page, '/home');
  await openLoginDialog(page);
  expect(await violations(page, '.ant-modal-wrap'), 'password').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入客户编号')).toBeVisible();
  expect(await violations(page, '.ant-modal-wrap'), 'password with errors').toEqual([]);
  await page.getByRole('button', { name: '切换登录方式' }).click();
  expect(await violations(page, '.ant-modal-wrap'), 'phone').toEqual([]);
  await page.getByRole('button', { name: '首次使用？点击注册' }).click();
  expect(await violations(page, '.ant-modal-wrap'), 'register').toEqual([]);
  await page.getByRole('button', { name: '切换登录方式' }).click();
  const src = (await page.getByRole('img', { name: '微信扫码登录' }).getAttribute('src'))!;
  await scanAs(request, new URL(src).searchParams.get('ticket')!, `wx-a11y-${Date.now()}`);
  await expect(page.getByText('微信扫码成功，请绑定已有账号')).toBeVisible({ timeout: 8000 });
  expect(await violations(page, '.ant-modal-wrap'), 'bind').toEqual([]);
});

test('keyboard: the modal opens from 登录/注册, focuses its first field, closes on Esc and gives focus back', async ({
  page,
}) => {
  await gotoReady(page, '/about');
  const opener = page.getByRole('button', { name: '登录/注册' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await settleLoginDialog(page);
  await expect(page.getByRole('dialog').getByLabel('客户编号')).toBeFocused();
  await page.keyboard.type('C10086');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByLabel('密码')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard: a dropdown opens with Enter and its links are reachable with Tab', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/home');
  if (isMobile(testInfo.project.name)) {
    await page.getByRole('button', { name: '菜单' }).focus();
    await page.keyboard.press('Enter');
  }
  const trigger = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '关于我们' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const first = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '公司简介' });
  await expect(first).toBeFocused();
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
});

test('keyboard: the floating side bar never covers the focused element', async ({ page }) => {
  test.setTimeout(60_000);
  await gotoReady(page, '/contact');
  const bar = page.getByRole('complementary', { name: '侧边导航' });
  const covered: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const aside = document.querySelector('aside[aria-label="侧边导航"]');
      if (!el || !aside || aside.contains(el) || el === document.body) return null;
      const a = el.getBoundingClientRect();
      const b = aside.getBoundingClientRect();
      const overlap = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      return overlap ? `${el.tagName} ${el.textContent?.trim().slice(0, 20)}` : null;
    });
    if (hit) covered.push(hit);
  }
  await expect(bar).toBeVisible();
  expect(covered).toEqual([]);
});

test('axe: /planner with a layout placed and a conflict flagged', async ({ page }) => {
  await gotoReady(
    page,
    '/planner?plan=1~8000~6000~CC-LG-4D.0.0.0~CC-ZT-2C.1000.0.1~CC-ZF-24E.0.2000.0',
  );
  await expect(page.getByRole('button', { name: 'CC-ZT-2C', exact: true })).toBeVisible();
  await expect(page.getByText('CC-LG-4D 与 CC-ZT-2C 重叠')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: /home at 1280 px, where the header shows the brand mark without its name', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'a laptop width');
  await page.setViewportSize({ width: 1280, height: 768 });
  await gotoReady(page, '/home');
  await expect(page.getByRole('banner').getByRole('link', { name: '澄川厨装' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe: the notes of a login island and a 3D 查看 whose files failed', async ({ page }) => {
  await page.route(/\/assets\/(login-modal|viewer-stage)-[\w-]+\.js$/, (route) => route.abort());
  await gotoReady(page, '/product/lenggui/cc-lg-6d');
  await page.getByRole('button', { name: '3D 查看' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), '3D 查看').toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '登录/注册' }).first().click();
  await expect(page.getByRole('dialog', { name: '登录/注册' }).getByRole('alert')).toBeVisible();
  expect(await violations(page, '[role="dialog"]'), '登录/注册').toEqual([]);
});
