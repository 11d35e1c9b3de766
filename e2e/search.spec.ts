import { expect, gotoReady, isMobile, SEARCH_WORKER, test } from './fixtures';

test('search by part of a model number from the header, with the keyboard', async ({
  page,
}, testInfo) => {
  // No idle preload: the index must come because of the search, not before.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const isIndex = (url: string) => /\/assets\/site-index-[\w-]+\.js$/.test(url);
  await gotoReady(page, '/home');
  expect(requests.filter(isIndex)).toEqual([]);
  const button = page.getByRole('banner').getByRole('button', { name: '搜索' });
  await expect(button).toBeVisible();
  await button.click();
  const box = page.getByRole('searchbox', { name: '站内搜索' });
  await expect(box).toBeFocused();

  await box.fill('lg-4d');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('CC-LG-4D');
  await expect(page.getByRole('status').filter({ hasText: '条结果' })).toBeVisible();
  // The index's module (MiniSearch; the site's text is its worker's) came with the search, not
  // with the page.
  expect(requests.filter(isIndex)).toHaveLength(1);
  await page.screenshot({ path: `e2e/screenshots/search-panel-${testInfo.project.name}.png` });
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/lenggui\/cc-lg-4d$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CC-LG-4D');

  await button.click();
  await expect(page.getByRole('searchbox', { name: '站内搜索' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: '站内搜索' })).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a Chinese word gives grouped results on /search; nonsense says so', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/home');
  await page.getByRole('banner').getByRole('button', { name: '搜索' }).click();
  await page.getByRole('searchbox', { name: '站内搜索' }).fill('学校');
  await page.getByRole('searchbox', { name: '站内搜索' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E5%AD%A6%E6%A0%A1$/);
  await expect(page.getByRole('heading', { level: 1, name: '搜索结果' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: /^产品/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: /^案例/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /中学|小学|学院/ }).first()).toBeVisible();
  await page.screenshot({
    path: `e2e/screenshots/search-results-${testInfo.project.name}.png`,
    fullPage: !isMobile(testInfo.project.name),
  });

  await gotoReady(page, '/search?q=%E7%95%99%E6%A0%B7');
  await expect(page.getByRole('link', { name: /CC-LG-LY2/ })).toBeVisible();
  await gotoReady(page, '/search?q=%E9%87%8F%E5%AD%90%E7%81%AB%E7%AE%AD');
  await expect(page.getByText('没有找到相关内容')).toBeVisible();
  await expect(page.getByRole('link', { name: '蒸饭柜' }).first()).toBeVisible();
});

const SITE_TEXT = /\/assets\/search-documents-[\w-]+\.js$/;

test('/search builds its index in a worker: the page never fetches the site text', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const worker = page.waitForEvent('worker');
  await gotoReady(page, '/search?q=%E5%86%B7%E6%9F%9C');
  expect((await worker).url()).toMatch(SEARCH_WORKER);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /^产品/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /^CC-LG-4D / })).toBeVisible();
  expect(requests.filter((url) => SITE_TEXT.test(url))).toEqual([]);
});

test('/search still finds when its worker cannot start: the page indexes the text itself', async ({
  page,
}) => {
  await page.route(SEARCH_WORKER, (route) => route.abort());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoReady(page, '/search?q=%E5%86%B7%E6%9F%9C');
  await expect(page.getByRole('main').getByRole('link', { name: /^CC-LG-4D / })).toBeVisible();
  expect(requests.filter((url) => SITE_TEXT.test(url))).toHaveLength(1);
});

test("/search shows each model's picture beside it, and a tap on the picture opens the model", async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/search?q=%E5%86%B7%E6%9F%9C');
  const products = page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: /^产品/ }) });
  const picture = products.getByRole('img', { name: /^CC-LG-4D / });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('loading', 'lazy');
  // A raster picture, arrived and drawn at its box's 4:3.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/renders\/cc-lg-4d-\d+\.webp$/,
  );
  const box = (await picture.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  // Every model listed has one.
  const models = await products
    .getByRole('link', { name: /^CC-/ })
    .evaluateAll((links) => links.map((a) => /^CC-[A-Z0-9]+-[A-Z0-9]+/.exec(a.textContent)![0]));
  expect(models.length).toBeGreaterThanOrEqual(6);
  for (const model of models)
    await expect(products.getByRole('img', { name: new RegExp(`^${model} `) })).toHaveCount(1);
  await page.screenshot({ path: `e2e/screenshots/search-pictures-${testInfo.project.name}.png` });
  // A press where the picture is: the link's box lies over it.
  await picture.scrollIntoViewIfNeeded();
  const at = (await picture.boundingBox())!;
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
  await expect(page).toHaveURL(/\/product\/lenggui\/cc-lg-4d$/);
});
