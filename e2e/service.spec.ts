import type { Page } from '@playwright/test';
import { expect, footerLink, gotoReady, isMobile, settleLoginDialog, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/** A province's button on the tile map: `{province} {n} 个网点`. */
const buttonOf = (page: Page, province: string) =>
  page.getByRole('button', { name: new RegExp(`^${province} \\d+ 个网点$`) });

test.describe('/service', () => {
  test('a pressed province on the tile map lists its points with tel: links', async ({ page }) => {
    await gotoReady(page, '/service');
    const map = page.locator('svg[aria-label="服务网点分布"]');
    await expect(map).toBeVisible();
    // Two provinces far apart: the panel follows each press.
    for (const province of ['北京', '四川']) {
      const button = buttonOf(page, province);
      // Tappable: a tile at least 28 px at every width.
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(28);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      const panel = page.getByRole('region', { name: `${province}服务网点` });
      await expect(panel).toBeInViewport();
      // As many points as the button says, each with a tel: link of its number.
      const count = Number(/ (\d+) /.exec((await button.getAttribute('aria-label'))!)![1]);
      const items = panel.getByRole('listitem');
      await expect(items).toHaveCount(count);
      for (const item of await items.all()) {
        const phone = item.getByRole('link');
        await expect(phone).toBeVisible();
        const number = (await phone.textContent())!.replace(/\D/g, '');
        await expect(phone).toHaveAttribute('href', `tel:${number}`);
        await expect(item.getByText(/号/)).toBeVisible();
      }
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  test('the map is in the prerendered HTML, with its buttons', async ({ request }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the HTML is the same for every width');
    const html = await (await request.get('/service')).text();
    const map = /<svg[^>]*aria-label="服务网点分布"[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1] ?? '';
    expect(map.match(/<rect /g)).toHaveLength(34);
    expect(map).not.toMatch(/<image|<foreignObject|href=/);
    expect(html).toContain('aria-label="广东 6 个网点"');
  });

  test('the plain list opens by region and lists the points', async ({ page }) => {
    await gotoReady(page, '/service');
    const list = page.getByRole('region', { name: '全部服务网点' });
    await list.getByText('西北区域服务中心', { exact: true }).click();
    for (const province of ['陕西', '甘肃', '新疆'])
      await expect(list.getByRole('heading', { name: province, exact: true })).toBeVisible();
    await expect(list.getByText('宁夏、青海暂未设网点', { exact: false })).toBeVisible();
  });

  test('申请报修 opens the login modal for an anonymous visitor', async ({ page }) => {
    await gotoReady(page, '/service');
    await page.getByRole('link', { name: '申请报修' }).click();
    await settleLoginDialog(page);
    await expect(page).toHaveURL(/\/service$/);
  });

  test('the footer and the 生态合作 menu link 售后服务', async ({ page }, testInfo) => {
    await gotoReady(page, '/home');
    // On phones the footer's columns fold: footerLink opens the one that holds it.
    await expect(await footerLink(page, '售后服务')).toHaveAttribute('href', '/service');
    if (isMobile(testInfo.project.name)) await page.getByRole('button', { name: '菜单' }).tap();
    await nav(page).getByRole('button', { name: '生态合作' }).click();
    await nav(page).getByRole('link', { name: '售后服务' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('售后服务');
  });
});
