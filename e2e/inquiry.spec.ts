import { apiBase, MINIMAL_API } from './api';
import { expect, gotoReady, hydrated, isMobile, modelNumberLines, test } from './fixtures';
import { openHeld } from './hold-app';
import { recordShifts, shiftsSince } from './layout-shifts';
import { company } from '../src/config/company';

interface StoredInquiry {
  id: string;
  contactName: string;
  items: { model: string; quantity: number }[];
}

async function fillForm(page: import('@playwright/test').Page, contactName: string) {
  await page.getByLabel('联系人').fill(contactName);
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('公司名称').fill('佛山市某中学');
  await page.getByLabel('所在地区').fill('广东省佛山市');
  await page.getByLabel('就餐人数').fill('1200');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

test(
  'from the home page to a submitted enquiry: two model pages, the list, the local API',
  { tag: '@backend' },
  async ({ page, request }, testInfo) => {
    // The visitor's own path, by clicks: a series card on the home page, a model in its table, a
    // second model among the related ones.
    const started = Date.now();
    await gotoReady(page, '/home');
    await page
      .locator('#series')
      .getByRole('link', { name: /蒸饭柜/ })
      .first()
      .click();
    await expect(page).toHaveURL(/ctype=zhengfangui/);
    await page.getByRole('link', { name: 'CC-ZF-24E', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CC-ZF-24E');
    await page.getByRole('button', { name: '加入询价单' }).click();
    await expect(page.getByRole('button', { name: '已加入询价单' })).toBeVisible();
    const listLink = page.getByRole('link', { name: /^询价单/ });
    await expect(listLink).toHaveAccessibleName('询价单 (1)');

    await page
      .locator('#related')
      .getByRole('link', { name: /CC-ZF-36E/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CC-ZF-36E');
    await page.getByRole('button', { name: '加入询价单' }).click();
    await expect(listLink).toHaveAccessibleName('询价单 (2)');
    await listLink.click();
    await expect(page).toHaveURL(/\/inquiry$/);
    await page.getByRole('spinbutton', { name: '数量 CC-ZF-24E' }).fill('3');

    const contactName = `王老师${testInfo.project.name}${Date.now() % 100000}`;
    await fillForm(page, contactName);
    await page.getByRole('button', { name: '提交询价' }).click();
    await expect(page.getByText('提交成功')).toBeVisible();
    // On screen, not somewhere above a page that shrank under the visitor.
    await expect(page.getByText('提交成功')).toBeInViewport();
    // The local API gives the enquiry's number; a minimal backend gives none, and it is still a success.
    const done = page.getByRole('status').filter({ hasText: '提交成功' });
    if (apiBase() === MINIMAL_API) await expect(done).not.toContainText('询价编号');
    else await expect(done).toContainText(/询价编号 XJ\d+/);
    await expect(page.getByText('询价单是空的')).toBeVisible();
    await expect(listLink).toHaveCount(0);
    const seconds = (Date.now() - started) / 1000;
    testInfo.annotations.push({ type: 'flow seconds', description: seconds.toFixed(1) });
    console.log(`[${testInfo.project.name}] home → submitted enquiry: ${seconds.toFixed(1)} s`);

    const stored = (await (
      await request.get(`${apiBase()}/dev/inquiries.json`)
    ).json()) as StoredInquiry[];
    const mine = stored.find((item) => item.contactName === contactName);
    expect(mine?.items).toEqual([
      { model: 'CC-ZF-24E', quantity: 3 },
      { model: 'CC-ZF-36E', quantity: 1 },
    ]);
    await page.screenshot({ path: `e2e/screenshots/inquiry-sent-${testInfo.project.name}.png` });
  },
);

test(
  'a backend without the endpoint (404): toast, hotline panel, copy text, nothing lost',
  { tag: '@backend' },
  async ({ page }, testInfo) => {
    await page.route('**/api/cms/inquiry', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 Not Found</h1>' }),
    );
    await gotoReady(page, '/product/lenggui/cc-lg-6d');
    await page.getByRole('button', { name: '加入询价单' }).click();
    await gotoReady(page, '/inquiry');
    await fillForm(page, '李经理');
    await page.getByRole('button', { name: '提交询价' }).click();
    await expect(page.getByText('网络异常，请稍后重试')).toBeVisible();
    const panel = page.getByRole('region', { name: /询价暂时没有发出/ });
    await expect(panel.getByRole('link', { name: company.hotline })).toBeVisible();
    await expect(panel.getByRole('button', { name: '复制询价内容' })).toBeVisible();
    await expect(panel).toContainText('CC-LG-6D × 1');
    await expect(page.getByLabel('联系人')).toHaveValue('李经理');
    await expect(page.getByLabel('就餐人数')).toHaveValue('1200');
    await expect(page.getByRole('spinbutton', { name: '数量 CC-LG-6D' })).toHaveValue('1');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `e2e/screenshots/inquiry-fallback-${testInfo.project.name}.png`,
      fullPage: !isMobile(testInfo.project.name),
    });
  },
);

test('the selector fills the enquiry list', async ({ page }, testInfo) => {
  await gotoReady(page, '/selector');
  await page.getByRole('spinbutton', { name: /就餐人数/ }).fill('1500');
  await page.getByRole('radio', { name: '医院' }).check();
  await expect(page.getByText('计算依据：').first()).toBeVisible();
  await page.getByRole('button', { name: '全部加入询价单' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已加入询价单' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^询价单 \(\d+\)$/ })).toBeVisible();
  await page.screenshot({
    path: `e2e/screenshots/selector-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.getByRole('link', { name: '去填写联系方式' }).click();
  await expect(page.getByRole('spinbutton', { name: '数量 CC-ZF-24E' })).toBeVisible();
});

test('the place types stay on one line on a laptop and a desktop', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'a laptop or desktop width');
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/selector');
    const tops = await page
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => Math.round(radio.getBoundingClientRect().top)),
      );
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size, `place types at ${width} px`).toBe(1);
  }
});

test('the selector never breaks a model number across lines, even at 320 px', async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'a phone width');
  await page.setViewportSize({ width: 320, height: 720 });
  await gotoReady(page, '/selector');
  const { checked, broken } = await modelNumberLines(page.locator('#result'));
  expect(checked.length).toBeGreaterThan(5);
  expect(broken).toEqual([]);
});

test('the enquiry form mounts its field groups without moving anything on screen', async ({
  page,
}) => {
  // Tall enough that the whole form and the line below it are in view: a shift there is counted.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 1800 });
  await recordShifts(page);
  // The page's own load is held apart: on a loaded machine Chromium paints the HTML while it is
  // half parsed (once the header without 登录/注册, once main's 浏览产品系列 before the link beside
  // it), and the first frame of the whole page moves what that paint had placed. Counted
  // from the app's release on, every shift is the app's.
  const release = await openHeld(page, '/inquiry');
  const released = await page.evaluate(() => performance.now());
  await release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '提交询价' })).toBeVisible();
  // The last group is on screen; shiftsSince waits a frame more for a shift of its commit.
  expect(await shiftsSince(page, released)).toEqual([]);
});

test('the prerendered /inquiry never claims an empty list: the list is known in the browser only', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/inquiry')).text();
  expect(html).toContain('正在读取询价单…');
  expect(html).not.toContain('询价单是空的');
  await gotoReady(page, '/inquiry');
  await expect(page.getByText('询价单是空的')).toBeVisible();
  await expect(page.getByText('正在读取询价单…')).toHaveCount(0);
});
