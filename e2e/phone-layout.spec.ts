import { loginWithCookie } from './api';
import {
  expect,
  gotoReady,
  hydrated,
  isMobile,
  overlap,
  test,
  toBox,
  waitAllHydrated,
} from './fixtures';
import { openHeld } from './hold-app';
import { headerParts, shade, textUnder } from './phone-parts';

/**
 * The phone layout as finished as the desktop (issue 51, item 5): the header's logo mark and
 * wordmark with room beside its actions, a footer whose columns fold, the open menu dimming the
 * page, and the environment badge never over the page's text.
 */

const onPhone = (projectName: string) =>
  test.skip(!isMobile(projectName), 'the phone project (375 × 812)');

for (const account of ['anonymous', 'logged in'] as const) {
  test(`the phone header shows the logo mark and the wordmark with room to breathe (${account})`, async ({
    page,
  }, testInfo) => {
    onPhone(testInfo.project.name);
    if (account === 'logged in') await loginWithCookie(page);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      await gotoReady(page, '/about');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: '澄川厨装' }).locator('svg')).toBeVisible();
      await expect(banner.getByText('澄川厨装', { exact: true })).toBeVisible();
      const { mark, word, controls } = await headerParts(page);
      const expected =
        account === 'anonymous'
          ? ['获取报价', '搜索', '登录/注册', '菜单']
          : ['获取报价', '搜索', '退出登录', '菜单'];
      for (const name of expected)
        expect(
          controls.map((c) => c.name),
          `${name} at ${width}px`,
        ).toContain(name);
      const parts = [mark, word, ...controls];
      for (const box of parts) {
        expect(box.left, `${box.name} at ${width}px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name} at ${width}px`).toBeLessThanOrEqual(width);
      }
      for (const [i, a] of parts.entries())
        for (const b of parts.slice(i + 1))
          expect(overlap(a, b, 0), `${a.name} overlaps ${b.name} at ${width}px`).toBe(false);
      // Room between the brand and the first action; the actions one group at the right end.
      const firstAction = Math.min(...controls.map((c) => c.left));
      expect(firstAction - word.right, `brand to actions at ${width}px`).toBeGreaterThanOrEqual(
        width >= 375 ? 12 : 8,
      );
      expect(width - Math.max(...controls.map((c) => c.right))).toBeLessThanOrEqual(16);
      // Every control a finger's size.
      for (const box of controls)
        expect(box.bottom - box.top, `${box.name} height at ${width}px`).toBeGreaterThanOrEqual(36);
      if (width === 375 && account === 'anonymous')
        await page.screenshot({
          path: 'e2e/screenshots/phone-header-375.png',
          clip: { x: 0, y: 0, width, height: 64 },
        });
    }
  });
}

test('the footer at 375 px is no taller than 1.25 screens, its columns folded and reachable', async ({
  page,
}, testInfo) => {
  onPhone(testInfo.project.name);
  for (const url of ['/home', '/about', '/product/lenggui/cc-lg-4d']) {
    await gotoReady(page, url);
    await waitAllHydrated(page);
    const footer = page.getByRole('contentinfo');
    const height = (await footer.boundingBox())!.height;
    expect(height, `footer of ${url}`).toBeLessThanOrEqual(812 * 1.25);
  }
  const footer = page.getByRole('contentinfo');
  // Each column: its title a heading, folded behind a disclosure; opened, every link shows.
  for (const title of ['产品中心', '工程案例', '技术研发', '关于我们']) {
    const column = footer
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: title }) });
    const links = column.getByRole('link');
    await expect(links.first()).toBeHidden();
    const fold = column.locator('summary');
    // Sections above may be laid out only as they come near (first view), moving the footer down.
    await expect(async () => {
      await fold.scrollIntoViewIfNeeded();
      await expect(fold).toBeInViewport({ timeout: 500 });
    }).toPass();
    const box = (await fold.boundingBox())!;
    expect(box.height, `${title} row height`).toBeGreaterThanOrEqual(44);
    await fold.tap();
    for (const link of await links.all()) await expect(link).toBeVisible();
    await fold.tap();
    await expect(links.first()).toBeHidden();
  }
  await footer.screenshot({ path: 'e2e/screenshots/phone-footer-375.png' });
});

test('a footer column opened before hydration stays open, and nothing moves as the app comes', async ({
  page,
}, testInfo) => {
  onPhone(testInfo.project.name);
  const release = await openHeld(page, '/about');
  const column = page
    .getByRole('contentinfo')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: '关于我们' }) });
  await column.locator('summary').tap();
  const contact = column.getByRole('link', { name: '联系我们' });
  await expect(contact).toBeVisible();
  const before = (await page.getByRole('contentinfo').boundingBox())!;
  await release();
  await hydrated(page);
  await waitAllHydrated(page);
  await expect(contact).toBeVisible();
  expect((await page.getByRole('contentinfo').boundingBox())!.height).toBe(before.height);
});

test('on a desktop every footer column is open, with no disclosure', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'the desktop project');
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('summary').first()).toBeHidden();
    for (const name of ['保温台', '学校食堂', '专利成果', '联系我们', '客户中心'])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('the open menu dims the whole page under it with a backdrop element', async ({
  page,
}, testInfo) => {
  onPhone(testInfo.project.name);
  await gotoReady(page, '/home');
  // Open, its name is 关闭菜单.
  const menu = page.locator('button[aria-controls="site-menu"]');
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const dim = await shade(page);
  // One element under every point below the panel, reaching every edge below the header bar.
  expect(dim.sameElement).toBe(true);
  expect(dim.inHeader).toBe(true);
  expect(dim.covers).toEqual({ top: 0, left: 0, right: 0, bottom: 0 });
  expect(dim.alpha, dim.color).toBeGreaterThanOrEqual(0.3);
  expect(dim.clipPath).toBe('none');
  expect(dim.panelOver).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/phone-menu-375.png' });
  // A press on the dimmed page closes the menu and goes no further (here the 快捷联系 bar's 询价).
  const quote = page
    .getByRole('navigation', { name: '快捷联系' })
    .getByRole('link', { name: '询价' });
  const at = (await quote.boundingBox())!;
  await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/home$/);
  // Closed, nothing of the header lies over the page any more.
  expect(
    await page.evaluate(
      () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('header') ?? null,
    ),
  ).toBeNull();
});

test('the menu opened before hydration dims the page too', async ({ page }, testInfo) => {
  onPhone(testInfo.project.name);
  const release = await openHeld(page, '/home');
  await page.getByRole('button', { name: '菜单', exact: true }).tap();
  await expect(
    page.locator('#site-menu').getByRole('link', { name: '工程案例' }).first(),
  ).toBeVisible();
  const dim = await shade(page);
  expect(dim.sameElement).toBe(true);
  expect(dim.covers).toEqual({ top: 0, left: 0, right: 0, bottom: 0 });
  expect(dim.alpha).toBeGreaterThanOrEqual(0.3);
  await release();
  await hydrated(page);
});

test('the environment badge never lies over the page’s text', async ({ page }, testInfo) => {
  const widths = isMobile(testInfo.project.name) ? [375] : [1366, 1920];
  const badge = page.getByTestId('env-badge');
  for (const width of widths) {
    if (!isMobile(testInfo.project.name)) await page.setViewportSize({ width, height: 768 });
    for (const url of ['/home', '/about', '/planner', '/search?q=lg']) {
      await gotoReady(page, url);
      await expect(badge).toContainText('development');
      expect(await badge.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
      for (const at of [0, 0.5, 1]) {
        await page.evaluate(
          (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
          at,
        );
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const box = await badge.boundingBox();
        if (!box || box.y >= page.viewportSize()!.height || box.y + box.height <= 0) continue;
        const under = await textUnder(page, toBox('badge', box));
        expect(under, `badge on ${url} at ${width}px, scroll ${at}`).toEqual([]);
      }
      // At the page's end it shows, above the 快捷联系 bar on a phone.
      await expect(badge).toBeInViewport();
    }
  }
});
