import type { Page } from '@playwright/test';
import { API, latestCode, scanAs } from './api';
import { expect, gotoReady, isMobile, openLoginAt, openLoginDialog, test } from './fixtures';

// These flows change the local API's data (bindings, registrations, SMS limits): run them in order, once.
test.describe.configure({ mode: 'serial' });

const dialog = (page: Page) => page.getByRole('dialog');
async function qrTicket(page: Page): Promise<string> {
  const qr = dialog(page).getByRole('img', { name: '微信扫码登录' });
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute('src'))!;
  expect(src.startsWith(`${API}/wx/qrcode?ticket=`), src).toBe(true);
  return decodeURIComponent(new URL(src).searchParams.get('ticket')!);
}

async function expectLoggedIn(page: Page, userName: string) {
  await expect(page).toHaveURL(/\/ucenter$/);
  await expect(page.getByText('登录成功！')).toBeVisible();
  // The modal closes on success; wait until it has left the page so a test that opens it again
  // next does not race its closing animation.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('customer-name')).toHaveText(userName);
  await expect(page.getByRole('button', { name: '退出登录' }).first()).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'User-Token');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
}

test.describe('login flows (desktop)', { tag: '@backend' }, () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the flows run once, in the desktop project');
  });

  test('password login as C10086: customer centre, nav and salesman side bar; logout', async ({
    page,
  }) => {
    await openLoginAt(page);
    await dialog(page).getByLabel('客户编号').fill('C10086');
    await dialog(page).getByLabel('密码').fill('123456');
    await dialog(page).getByLabel('密码').press('Enter');
    await expectLoggedIn(page, '张建国');
    await expect(page.getByRole('banner').getByRole('link', { name: '客户中心' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录/注册' })).toHaveCount(
      0,
    );
    await expect(page.getByText('36').first()).toBeVisible();
    // The centre's own antd styles (antd-centre.generated.css) arrived: card heads are laid out.
    await expect(page.locator('.ant-card-head').first()).toHaveCSS('display', 'flex');

    const bar = page.getByRole('complementary', { name: '侧边导航' });
    await bar.getByRole('button', { name: '电话' }).click();
    await expect(bar.getByText('13912345678')).toBeVisible();
    await expect(bar.getByText(/王海峰/)).toBeVisible();
    await bar.getByRole('button', { name: '微信' }).click();
    const qr = bar.getByRole('img', { name: /王海峰的微信二维码/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/w=80&h=80&q=1$/);
    // The QR arrives from the image server after the panel opens: wait for it to decode.
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const size = await qr.evaluate((img: HTMLImageElement) => [img.clientWidth, img.clientHeight]);
    expect(size).toEqual([80, 80]);
    await page.screenshot({ path: 'e2e/screenshots/ucenter-desktop.png', fullPage: true });

    // Every page shows the salesman: go somewhere else.
    await gotoReady(page, '/case');
    await expect(bar.getByRole('button', { name: '电话' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'User-Token')).toBeUndefined();
    await expect(bar.getByRole('button')).toHaveText(['返回顶部']);
  });

  test('SMS login as C10087 with a live 60 s countdown; no WeChat item for a salesman without QR', async ({
    page,
    request,
  }) => {
    await openLoginAt(page);
    await dialog(page).getByRole('button', { name: '切换登录方式' }).click();
    await expect(dialog(page).getByText('手机免密登录', { exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog(page).getByText('请输入手机号')).toBeVisible();
    await dialog(page).getByLabel('手机号').fill('13800138001');
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('发送成功！')).toBeVisible();
    const countdown = dialog(page).getByRole('button', { name: /秒后重新获取/ });
    await expect(countdown).toBeDisabled();
    const first = Number((await countdown.innerText()).match(/\d+/)![0]);
    expect(first).toBeGreaterThanOrEqual(59);
    await expect
      .poll(async () => Number((await countdown.innerText()).match(/\d+/)![0]), { timeout: 4000 })
      .toBeLessThanOrEqual(first - 2);
    await dialog(page)
      .getByLabel('验证码')
      .fill(await latestCode(request, '13800138001'));
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await expectLoggedIn(page, '李娜');
    const bar = page.getByRole('complementary', { name: '侧边导航' });
    await expect(bar.getByRole('button', { name: '电话' })).toBeVisible();
    await expect(bar.getByRole('button', { name: '微信' })).toHaveCount(0);
  });

  test('WeChat scan by a bound user logs in within one poll', async ({ page, request }) => {
    await openLoginAt(page);
    const ticket = await qrTicket(page);
    await scanAs(request, ticket, 'wx-zhang');
    await expectLoggedIn(page, '张建国');
  });

  test('WeChat scan by a new user switches to bind mode and binds C10086', async ({
    page,
    request,
  }) => {
    await openLoginAt(page);
    await scanAs(request, await qrTicket(page), 'wx-new');
    await expect(dialog(page).getByText('绑定已有账号', { exact: true })).toBeVisible({
      timeout: 8000,
    });
    await expect(dialog(page).getByText('微信扫码成功，请绑定已有账号')).toBeVisible();
    await dialog(page).getByLabel('手机号').fill('13800138000');
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('发送成功！')).toBeVisible();
    await dialog(page)
      .getByLabel('验证码')
      .fill(await latestCode(request, '13800138000'));
    await dialog(page).getByRole('button', { name: '绑定并登录' }).click();
    await expectLoggedIn(page, '张建国');
  });

  test('registration creates a customer; the same phone is refused the second time', async ({
    page,
    request,
  }) => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    await openLoginAt(page);
    await dialog(page).getByRole('button', { name: '首次使用？点击注册' }).click();
    await expect(dialog(page).getByText('用户注册', { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: '注册须知' })).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: '微信扫码登录' })).toHaveCount(0);
    await dialog(page).getByLabel('公司名称').fill('佛山市澄江酒店管理有限公司');
    await dialog(page).getByLabel('手机号').fill(phone);
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('发送成功！')).toBeVisible();
    await dialog(page)
      .getByLabel('验证码')
      .fill(await latestCode(request, phone));
    await dialog(page).getByRole('button', { name: '注册' }).click();
    await expect(dialog(page).getByText('请勾选同意以下条款')).toBeVisible();
    await dialog(page).getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await dialog(page).getByRole('button', { name: '注册' }).click();
    await expectLoggedIn(page, '佛山市澄江酒店管理有限公司');

    await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
    await openLoginDialog(page);
    await dialog(page).getByRole('button', { name: '首次使用？点击注册' }).click();
    await dialog(page).getByLabel('手机号').fill(phone);
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('该手机号已注册，请直接登录')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
