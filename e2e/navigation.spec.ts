import { expect, footerLink, gotoReady, isMobile, test } from './fixtures';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: '主导航' });

test('header is transparent at the top of /home and solid after scrolling', async ({ page }) => {
  await gotoReady(page, '/home');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-solid', 'false');
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );
  await page.mouse.wheel(0, 400);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-solid', 'false');
});

test('header is solid at the top of /argument pages', async ({ page }) => {
  await gotoReady(page, '/argument/register');
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
});

test('dropdown opens on hover on desktop', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'hover is desktop only');
  await gotoReady(page, '/home');
  const trigger = nav(page).getByRole('button', { name: '关于我们' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: '发展历程' })).toBeVisible();
  // The click that follows a hover keeps the dropdown open.
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await nav(page).getByRole('link', { name: '发展历程' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('发展历程');
});

test('menu and dropdown open on tap on mobile', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'mobile only');
  await gotoReady(page, '/home');
  const menu = page.getByRole('button', { name: '菜单' });
  await expect(menu).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '首页' })).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const trigger = nav(page).getByRole('button', { name: '产品系列' });
  await trigger.tap();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const link = nav(page).getByRole('link', { name: '消毒柜' });
  const box = await link.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await link.tap();
  await expect(page).toHaveURL(/\/product\?ctype=xiaoduji$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('消毒柜');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('a product link is active only with its ctype', async ({ page }, testInfo) => {
  await gotoReady(page, '/product?ctype=lenggui');
  if (isMobile(testInfo.project.name)) await page.getByRole('button', { name: '菜单' }).tap();
  await nav(page).getByRole('button', { name: '产品系列' }).click();
  await expect(nav(page).getByRole('link', { name: '冷柜' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: '保温台' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav(page).getByRole('link', { name: '保温台' }).click();
  await expect(page).toHaveURL(/ctype=baowentai/);
  if (isMobile(testInfo.project.name)) await page.getByRole('button', { name: '菜单' }).tap();
  await nav(page).getByRole('button', { name: '产品系列' }).click();
  await expect(nav(page).getByRole('link', { name: '保温台' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).getByRole('link', { name: '冷柜' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a hash link lands 80 px below the top after 500 ms', async ({ page }) => {
  await gotoReady(page, '/technology#patents');
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Math.round(document.getElementById('patents')?.getBoundingClientRect().top ?? -1),
        ),
      {
        timeout: 3000,
      },
    )
    .toBe(80);
});

test('a page change scrolls to the top', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await (await footerLink(page, '联系我们')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('back returns to where the visitor was on the page before', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  // A click from script: Playwright's own would scroll the footer link into view first (and on a
  // phone its folded column would have to be opened).
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: '联系我们', includeHidden: true })
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('a page loaded afresh opens at its top, even after the tab scrolled another page', async ({
  page,
}) => {
  await gotoReady(page, '/about');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await gotoReady(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  // The saved places are kept on pagehide: /about's 900 px is on record, and is not /contact's.
  expect(await page.evaluate(() => sessionStorage.getItem('cc-scroll-positions'))).toContain('900');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test('while the next page is on its way the old one stays, under 页面加载中', async ({ page }) => {
  await gotoReady(page, '/about');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await (await footerLink(page, '联系我们')).click();
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('公司简介');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
  await expect(page.getByRole('progressbar', { name: '页面加载中' })).toHaveCount(0);
});

test('the root font size follows the width rule', async ({ page }, testInfo) => {
  await gotoReady(page, '/home');
  // width × 100 / 1920 on a desktop, width × 100 / 750 on a phone (src/lib/layout/root-font.ts).
  const mobile = isMobile(testInfo.project.name);
  const rootPx = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  await expect.poll(rootPx).toBeCloseTo(mobile ? 50 : 100, 2);
  await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1366, height: 768 });
  await expect.poll(rootPx).toBeCloseTo(mobile ? 52 : 71.15, 2);
});

test('back to top scrolls smoothly to the top', async ({ page }) => {
  await gotoReady(page, '/about');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page
    .getByRole('complementary', { name: '侧边导航' })
    .getByRole('button', { name: '返回顶部' })
    .click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a non-production build shows its environment badge', async ({ page }) => {
  await gotoReady(page, '/home');
  await expect(page.getByTestId('env-badge')).toContainText('development');
  const versionFile = await page.request.get('/version.json');
  const version = (await versionFile.json()) as Record<string, string>;
  expect(version).toMatchObject({ environment: 'development', version: '1.0.0' });
  expect(version.commit).toBeTruthy();
  expect(version.buildTime).toBeTruthy();
});
