import type { Page, Request } from '@playwright/test';
import { PATHS, SMS_CODE_PATH } from '../src/contract';
import { API, requestsSeen } from './api';
import { expect, footerLink, gotoReady, isMobile, openLoginDialog, test } from './fixtures';

const LOGIN = `${API}${PATHS.login}`;
const dialog = (page: Page) => page.getByRole('dialog');

async function openPasswordLogin(page: Page, path = '/home') {
  await gotoReady(page, path);
  await openLoginDialog(page);
  await dialog(page).getByLabel('客户编号').fill('C10086');
  await dialog(page).getByLabel('密码').fill('123456');
}

async function expectNotLoggedIn(page: Page) {
  expect((await page.context().cookies()).find((c) => c.name === 'User-Token')).toBeUndefined();
  await expect(dialog(page).getByLabel('客户编号')).toHaveValue('C10086');
  await expect(dialog(page).getByLabel('密码')).toHaveValue('123456');
  // By type: antd's spinner icon can linger in the name ("loading 登录") while it animates out.
  const submit = dialog(page).locator('button[type=submit]');
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
}

test.describe('faults at the network layer (desktop)', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'one run is enough for network faults');
  });

  test('an API that never answers: 网络异常 after the 10 s timeout, values kept, button usable', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    await page.route(LOGIN, () => {
      // never answer
    });
    await openPasswordLogin(page);
    const started = Date.now();
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('网络异常，请稍后重试')).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    await expectNotLoggedIn(page);
  });

  const faults: [string, (page: Page) => Promise<unknown>, RegExp][] = [
    [
      'connection refused',
      (page) => page.route(LOGIN, (route) => route.abort('connectionrefused')),
      /网络异常，请稍后重试/,
    ],
    [
      'HTTP 502',
      (page) =>
        page.route(LOGIN, (route) =>
          route.fulfill({
            status: 502,
            body: 'Bad Gateway',
            headers: { 'Access-Control-Allow-Origin': '*' },
          }),
        ),
      /服务器繁忙（502）/,
    ],
    [
      'a 200 HTML gateway page',
      (page) =>
        page.route(LOGIN, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<html><body>502 Bad Gateway</body></html>',
          }),
        ),
      /服务器返回的数据格式有误/,
    ],
    [
      'a refusal without msg',
      (page) => page.route(LOGIN, (route) => route.fulfill({ json: { code: 500 } })),
      /登录失败！/,
    ],
  ];
  for (const [name, inject, message] of faults) {
    test(`${name}: a clear Chinese toast, no crash, no cookie`, async ({ page }) => {
      await inject(page);
      await openPasswordLogin(page);
      await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
      await expect(page.getByText(message)).toBeVisible();
      await expectNotLoggedIn(page);
    });
  }

  test('an API error no caller handles reaches the open island as a toast', async ({ page }) => {
    // The QR ticket call leaves its errors to the http client, which shows them through
    // src/lib/http/notifier.ts in whichever island is mounted. Both chunks carry a copy of it
    // (vite.config.ts): the bundler's runtime must make them one module.
    await page.route(`${API}${PATHS.wxTicket}**`, (route) =>
      route.fulfill({ json: { code: 500, msg: '二维码服务繁忙，请稍后再试' } }),
    );
    await gotoReady(page, '/home');
    await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click();
    await expect(
      page.locator('.ant-message').getByText('二维码服务繁忙，请稍后再试'),
    ).toBeVisible();
  });

  test('a msg carrying markup is shown as text and never runs', async ({ page }) => {
    const evil = '<img src=x onerror="window.__xss=1">';
    await page.route(LOGIN, (route) => route.fulfill({ json: { code: 500, msg: evil } }));
    await openPasswordLogin(page);
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(evil)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a double click and a held Enter send one login request', async ({ page }) => {
    let count = 0;
    let answered = 0;
    // Each answer waits until the test lets it go, so every click and key repeat below lands while
    // the request is still out. (Once an answer is back, Enter may submit again: a new attempt.)
    let release = () => {};
    await page.route(LOGIN, async (route) => {
      count += 1;
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ json: { code: 500, msg: '客户编号或密码错误' } });
      answered += 1;
    });
    const submit = dialog(page).locator('button[type=submit]');
    await openPasswordLogin(page);
    await dialog(page).getByRole('button', { name: '登录', exact: true }).dblclick();
    await expect.poll(() => count).toBe(1);
    release();
    await expect(page.getByText('客户编号或密码错误')).toBeVisible();
    await expect(submit).not.toHaveClass(/ant-btn-loading/);
    expect(count).toBe(1);
    const password = dialog(page).getByLabel('密码');
    for (let i = 0; i < 6; i += 1) await password.press('Enter', { delay: 20 });
    expect(count, 'the key repeats fell inside one request').toBe(2);
    release();
    // The second answer arrived and the form is idle again: nothing more was sent.
    await expect.poll(() => answered).toBe(2);
    await expect(submit).not.toHaveClass(/ant-btn-loading/);
    expect(count).toBe(2);
  });

  test('a failed code send shows 发送失败！ and leaves the button ready; clicks while counting send nothing', async ({
    page,
  }) => {
    let sends = 0;
    let fail = true;
    await page.route(`${API}${SMS_CODE_PATH.login}**`, (route) => {
      sends += 1;
      return route.fulfill({
        json: fail ? { code: 500 } : { code: 200, msg: '发送成功', data: 'u-1' },
      });
    });
    await gotoReady(page, '/home');
    await openLoginDialog(page);
    await dialog(page).getByRole('button', { name: '切换登录方式' }).click();
    await dialog(page).getByLabel('手机号').fill('13800138000');
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('发送失败！')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: '获取验证码' })).toBeEnabled();
    fail = false;
    await dialog(page).getByRole('button', { name: '获取验证码' }).click();
    const counting = dialog(page).getByRole('button', { name: /秒后重新获取/ });
    await expect(counting).toBeDisabled();
    const before = (await counting.textContent()) ?? '';
    await counting.click({ force: true });
    // The countdown ticked after the click: the app has handled it, and sent nothing.
    await expect(counting).not.toHaveText(before);
    expect(sends).toBe(2);
  });

  for (const [name, fulfill] of [
    ['fails', { status: 500, body: 'oops' }],
    ['is malformed', { status: 200, contentType: 'text/html', body: '<html>维护中</html>' }],
  ] as const) {
    test(`a profile answer that ${name} leaves the page usable with the anonymous side bar, no retry storm`, async ({
      page,
    }) => {
      let calls = 0;
      await page.route(`${API}${PATHS.profile}`, (route) => {
        calls += 1;
        return route.fulfill(fulfill);
      });
      await page
        .context()
        .addCookies([{ name: 'User-Token', value: 'some-token', domain: 'localhost', path: '/' }]);
      const answered = page.waitForResponse(`${API}${PATHS.profile}`);
      await gotoReady(page, '/about');
      await answered;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
      await (await footerLink(page, '联系我们')).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
      await expect(
        page.getByRole('complementary', { name: '侧边导航' }).getByRole('button'),
      ).toHaveText(['返回顶部']);
      await requestsSeen(page);
      expect(calls).toBe(1);
    });
  }

  test('a page chunk that fails to load shows a reload button inside the layout', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    await page.route(/\/assets\/contact-page-[^/]+\.js$/, (route) => route.abort('failed'));
    await (await footerLink(page, '联系我们')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面加载失败');
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.unroute(/\/assets\/contact-page-[^/]+\.js$/);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  });

  test('the token goes to no URL but /profile calls, and login goes only to the configured home URL', async ({
    page,
  }) => {
    const leaks: string[] = [];
    const check = (request: Request) => {
      const auth = request.headers()['authorization'] ?? '';
      const carries =
        auth.startsWith('Bearer ') || /tok|token=/i.test(new URL(request.url()).search);
      if (carries && !request.url().includes('/profile')) leaks.push(request.url());
    };
    page.on('request', check);
    await openPasswordLogin(
      page,
      '/home?redirect=https://evil.example/steal&returnUrl=//evil.example',
    );
    await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL('http://localhost:4173/ucenter');
    await expect(page.getByTestId('customer-name')).toHaveText('张建国');
    await gotoReady(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
    const token = (await page.context().cookies()).find((c) => c.name === 'User-Token')!.value;
    expect(leaks).toEqual([]);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: '侧边导航' }).getByRole('button', { name: '电话' }),
    ).toBeVisible();
    expect(requests.filter((u) => u.includes(token))).toEqual([]);
  });
});
