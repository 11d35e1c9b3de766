import type { Page } from '@playwright/test';
import { API, apiBase, loginWithCookie } from './api';
import { expect, gotoReady, isMobile, test } from './fixtures';

interface StoredInquiry {
  id: string;
  contactName: string;
  requestId?: string;
}

const storedFor = async (page: Page, contactName: string) =>
  (
    (await (await page.request.get(`${apiBase()}/dev/inquiries.json`)).json()) as StoredInquiry[]
  ).filter((inquiry) => inquiry.contactName === contactName);

test(
  'an enquiry whose answer was lost stays over a reload, and 重新发送 stores it once',
  { tag: '@backend' },
  async ({ page }, testInfo) => {
    await gotoReady(page, '/product/lenggui/cc-lg-6d');
    await page.getByRole('button', { name: '加入询价单' }).click();
    await gotoReady(page, '/inquiry');
    const contactName = `周经理${testInfo.project.name}${Date.now() % 100000}`;
    await page.getByLabel('联系人').fill(contactName);
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByLabel('公司名称').fill('佛山市某酒店');
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();

    // The backend receives the enquiry; its answer never reaches the phone (a timeout).
    await page.route('**/api/cms/inquiry', async (route) => {
      await route.fetch({ url: apiBase() + route.request().url().slice(API.length) });
      await route.abort('timedout');
    });
    await page.getByRole('button', { name: '提交询价' }).click();
    await expect(page.getByText('网络异常，请稍后重试')).toBeVisible();
    await expect(page.getByRole('region', { name: /询价暂时没有发出/ })).toBeVisible();
    await expect.poll(async () => (await storedFor(page, contactName)).length).toBe(1);

    await page.unroute('**/api/cms/inquiry');
    await page.reload();
    const outbox = page.getByRole('region', { name: '有 1 条询价尚未发出' });
    await expect(outbox).toContainText('佛山市某酒店 · 1 个型号');
    await expect(outbox.getByRole('button', { name: '复制第 1 条询价内容' })).toBeVisible();
    await outbox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/outbox-${testInfo.project.name}.png` });

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cms/inquiry'));
    await outbox.getByRole('button', { name: '重新发送' }).click();
    await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toContainText(
      '1 条询价已发出',
    );
    await expect(outbox).toHaveCount(0);
    const stored = await storedFor(page, contactName);
    expect(stored).toHaveLength(1);
    const body = (await sent).postDataJSON() as { requestId: string };
    expect(stored[0]!.requestId).toBe(body.requestId);
    // Nothing is left to send after another reload.
    await page.reload();
    await expect(page.getByRole('region', { name: /尚未发出/ })).toHaveCount(0);
  },
);

test("a salesman's QR that fails to load gives way to a placeholder of its own size", async ({
  page,
}, testInfo) => {
  if (!isMobile(testInfo.project.name)) await page.setViewportSize({ width: 1366, height: 900 });
  await page.route('**/files/salesman/**', (route) => route.abort());
  await loginWithCookie(page);
  await gotoReady(page, '/ucenter');
  const qr = page.locator('#centre').getByRole('img', { name: '业务员王海峰的微信二维码' });
  await expect(qr).toHaveAttribute('data-failed', 'true');
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = (await qr.boundingBox())!;
  expect([box.width, box.height]).toEqual([120, 120]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await qr.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/qr-placeholder-${testInfo.project.name}.png` });
});
