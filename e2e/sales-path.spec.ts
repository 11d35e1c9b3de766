import type { Page } from '@playwright/test';
import { API } from './api';
import { contentBoxes } from './content-boxes';
import { expect, gotoReady, isMobile, overlap, test, toBox } from './fixtures';
import { company } from '../src/config/company';
import { telHref } from '../src/config/tel';

// Issue 24 at the two sizes it names: a phone (375 × 812, the mobile project) and a laptop
// (1366 × 768, set here on the desktop project).
test.beforeEach(async ({ page }, testInfo) => {
  if (!isMobile(testInfo.project.name)) await page.setViewportSize({ width: 1366, height: 768 });
});

const withList = (page: Page, items: { model: string; quantity: number }[]) =>
  page.addInitScript((value) => localStorage.setItem('cc-inquiry', value), JSON.stringify(items));

test('the header asks for the quote: 获取报价 → /inquiry, with the count', async ({ page }) => {
  await withList(page, [
    { model: 'CC-ZF-24E', quantity: 2 },
    { model: 'CC-LG-6D', quantity: 1 },
  ]);
  await gotoReady(page, '/about');
  const quote = page.getByRole('banner').getByRole('link', { name: /^获取报价/ });
  await expect(quote).toBeVisible();
  await expect(quote).toHaveAccessibleName('获取报价 (2)');
  await expect(quote).toHaveAttribute('href', '/inquiry');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录/注册' })).toBeVisible();
});

test('phones get the 快捷联系 bar (电话 tel:, 微信, 询价); laptops do not', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/about');
  const bar = page.getByRole('navigation', { name: '快捷联系' });
  if (!isMobile(testInfo.project.name)) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar.getByRole('link', { name: '电话' })).toHaveAttribute(
    'href',
    telHref(company.hotline),
  );
  await expect(bar.getByRole('link', { name: '询价' })).toHaveAttribute('href', '/inquiry');
  await bar.getByRole('button', { name: '微信' }).click();
  await expect(bar.getByRole('img', { name: '客服微信二维码' })).toBeVisible();
  await expect(bar.getByText('chengchuan-kf')).toBeVisible();
  // At the bottom of a long page the footer's last line sits above the bar.
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = (await bar.boundingBox())!;
  const lastLine = page.getByRole('contentinfo').getByRole('link', { name: '粤ICP备00000000号-1' });
  const lineBox = (await lastLine.boundingBox())!;
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);
  // While a field has focus (the keyboard is up) the bar steps aside.
  await gotoReady(page, '/contact');
  await page.getByLabel('联系人').focus();
  await expect(bar).toBeHidden();
  await page.getByLabel('联系人').blur();
  await expect(bar).toBeVisible();
});

const SIDE_BAR_PAGES = [
  '/progress',
  '/culture',
  '/factory',
  '/technology',
  '/teamwork',
  '/joinus',
  '/contact',
  '/argument/private',
  '/case',
  '/about',
];

test('no button of the side guide bar lies over text or controls, at the top and mid-page', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const buttons = page.getByRole('complementary', { name: '侧边导航' }).getByRole('button');
  const phone = isMobile(testInfo.project.name);
  // One load a page: the side bar's place follows the width through CSS, so a desktop page is
  // resized to each width rather than loaded again.
  for (const url of SIDE_BAR_PAGES) {
    await gotoReady(page, url);
    for (const width of phone ? [375] : [1366, 1920]) {
      if (!phone) await page.setViewportSize({ width, height: 768 });
      for (const at of [0, 0.5]) {
        await page.evaluate(
          (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
          at,
        );
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const content = await contentBoxes(page);
        for (const button of await buttons.all()) {
          const box = toBox(`${url} at ${width}px, scroll ${at}`, (await button.boundingBox())!);
          const hit = content.find((c) => overlap(box, c, 0));
          expect(hit, `${box.name} over "${hit?.name}"`).toBeUndefined();
        }
      }
    }
  }
});

test(
  '/contact 留言咨询: validation, success, and the 404 fallback with every field kept',
  { tag: '@backend' },
  async ({ page }) => {
    await gotoReady(page, '/contact');
    await expect(page.getByRole('heading', { name: '留言咨询' })).toBeVisible();
    const submit = page.getByRole('button', { name: '提交留言' });
    await submit.click();
    for (const text of ['请输入联系人', '请输入手机号', '请输入留言内容', '请勾选同意隐私政策'])
      await expect(page.getByText(text)).toBeVisible();
    await page.getByLabel('联系人').fill('李经理');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByLabel('留言内容').fill('想了解 800 人学校食堂的方案');
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();

    await page.route(`${API}/api/cms/inquiry`, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await submit.click();
    await expect(page.getByText('网络异常，请稍后重试')).toBeVisible();
    await expect(page.getByRole('button', { name: '复制询价内容' })).toBeVisible();
    await expect(page.getByLabel('联系人')).toHaveValue('李经理');
    await expect(page.getByLabel('留言内容')).toHaveValue('想了解 800 人学校食堂的方案');
    // The submit stays fully visible above the 快捷联系 bar.
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport({ ratio: 1 });

    await page.unroute(`${API}/api/cms/inquiry`);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/cms/inquiry') && r.method() === 'POST',
    );
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      source: 'contact',
      items: [],
      companyName: '',
    });
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(page.getByRole('link', { name: '在地图中查看' })).toHaveAttribute(
      'href',
      /^https:\/\/uri\.amap\.com\//,
    );
  },
);

async function fillEnquiry(page: Page) {
  await page.getByLabel('联系人').fill('王老师');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('公司名称').fill('佛山市某中学');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

const plan = {
  name: 'plan.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
};

test(
  'the floor plan goes up to /api/common/upload and its URL out in attachments',
  { tag: '@backend' },
  async ({ page }) => {
    await withList(page, [{ model: 'CC-ZF-24E', quantity: 1 }]);
    await gotoReady(page, '/inquiry');
    await fillEnquiry(page);
    await page.getByLabel('上传平面图').setInputFiles(plan);
    await expect(page.getByRole('img', { name: '平面图预览：plan.png' })).toBeVisible();
    await expect(page.getByText('已上传')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cms/inquiry'));
    await page.getByRole('button', { name: '提交询价' }).click();
    const body = (await sent).postDataJSON() as { attachments: string[] };
    expect(body.attachments).toEqual([
      expect.stringMatching(/\/profile\/upload\/[\da-f]{8}_plan\.png$/),
    ]);
    await expect(page.getByText('提交成功')).toBeVisible();
  },
);

test(
  'a 404 upload says so, and the enquiry still goes out',
  { tag: '@backend' },
  async ({ page }) => {
    await withList(page, [{ model: 'CC-ZF-24E', quantity: 1 }]);
    await page.route(`${API}/api/common/upload`, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await gotoReady(page, '/inquiry');
    await fillEnquiry(page);
    await page.getByLabel('上传平面图').setInputFiles(plan);
    await expect(page.getByText('平面图上传失败，可通过微信发送')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cms/inquiry'));
    await page.getByRole('button', { name: '提交询价' }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty('attachments');
    await expect(page.getByText('提交成功')).toBeVisible();
  },
);

test('the enquiry form: inputs at least 40 px high, the submit in the call-to-action colour', async ({
  page,
}, testInfo) => {
  await withList(page, [{ model: 'CC-ZF-24E', quantity: 1 }]);
  await gotoReady(page, '/inquiry');
  await expect(page.getByRole('button', { name: '提交询价' })).toBeVisible();
  for (const label of ['联系人', '手机号', '公司名称', '所在地区', '就餐人数']) {
    const box = (await page.getByLabel(label).boundingBox())!;
    expect(box.height, label).toBeGreaterThanOrEqual(isMobile(testInfo.project.name) ? 40 : 38);
    if (isMobile(testInfo.project.name)) {
      // Labels above the field on a phone.
      const labelBox = (await page.locator('label', { hasText: label }).first().boundingBox())!;
      expect(labelBox.y + labelBox.height, label).toBeLessThanOrEqual(box.y + 1);
    }
  }
  const colour = await page
    .getByRole('button', { name: '提交询价' })
    .evaluate((b) => getComputedStyle(b).backgroundColor);
  expect(colour).toBe('rgb(245, 166, 35)');
});

test('a series page shows its first model above the fold', async ({ page }) => {
  await gotoReady(page, '/product?ctype=lenggui');
  const first = page
    .locator('main')
    .getByRole('link', { name: /CC-LG-/ })
    .first();
  const box = (await first.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y + box.height, 'first model link bottom').toBeLessThanOrEqual(height);
});

test("the selector's number fields use the site font", async ({ page }) => {
  await gotoReady(page, '/selector');
  const [field, body] = await Promise.all([
    page.getByLabel('就餐人数').evaluate((el) => getComputedStyle(el).fontFamily),
    page.evaluate(() => getComputedStyle(document.body).fontFamily),
  ]);
  expect(field).toBe(body);
});
