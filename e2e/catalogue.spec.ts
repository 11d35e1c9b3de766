import { ALL_PAGES } from './routes';
import { expect, gotoReady, isMobile, test } from './fixtures';

const compareBox = (page: import('@playwright/test').Page, model: string) =>
  page.getByRole('checkbox', { name: `对比 ${model}`, exact: true }).first();

test('a series page links every model to its own page, with specs and breadcrumb', async ({
  page,
}) => {
  await gotoReady(page, '/product?ctype=lenggui');
  const link = page.getByRole('link', { name: /CC-LG-6D/ }).first();
  await link.click();
  await expect(page).toHaveURL(/\/product\/lenggui\/cc-lg-6d$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('CC-LG-6D');
  const crumbs = page.getByRole('navigation', { name: '面包屑' });
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
  await expect(crumbs.getByRole('link', { name: '冷柜' })).toHaveAttribute(
    'href',
    '/product?ctype=lenggui',
  );
  const picture = main.getByRole('img', { name: /CC-LG-6D/ }).first();
  await expect(picture).toBeVisible();
  // A raster render with several widths and its size (UI contract, "Product imagery").
  await expect(picture).toHaveAttribute(
    'srcset',
    /cc-lg-6d-480\.webp 480w, .*cc-lg-6d-1200\.webp 1200w/,
  );
  await expect(picture).toHaveAttribute('width', '1200');
  await expect(picture).toHaveAttribute('height', '900');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const specs = main.locator('#specs table');
  await expect(specs).toContainText('外形尺寸');
  await expect(specs).toContainText('mm');
  await expect(compareBox(page, 'CC-LG-6D')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
});

test('compare three models through a reload; a fifth is refused; 只看差异 and 移除', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/product?ctype=lenggui');
  for (const model of ['CC-LG-4D', 'CC-LG-6D', 'CC-LG-LY2']) await compareBox(page, model).check();
  const tray = page.getByRole('complementary', { name: '对比栏' });
  await expect(tray).toContainText('3/4');

  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(tray).toContainText('CC-LG-LY2');
  await expect(compareBox(page, 'CC-LG-6D')).toBeChecked();

  await compareBox(page, 'CC-LG-PT18').check();
  await expect(tray).toContainText('4/4');
  await gotoReady(page, '/product?ctype=xiaoduji');
  const fifth = page.getByRole('checkbox', { name: /^对比 CC-XD-/ }).first();
  await fifth.click();
  await expect(page.getByRole('alert').filter({ hasText: '最多对比 4 个型号' })).toBeVisible();
  await expect(fifth).not.toBeChecked();

  await tray.getByRole('link', { name: '开始对比' }).click();
  await expect(page).toHaveURL(/\/compare\?models=cc-lg-4d,cc-lg-6d,cc-lg-ly2,cc-lg-pt18$/);
  await expect(page.getByRole('heading', { level: 1, name: '型号对比' })).toBeVisible();
  const table = page.getByRole('table');
  for (const model of ['CC-LG-4D', 'CC-LG-6D', 'CC-LG-LY2', 'CC-LG-PT18']) {
    await expect(table.getByRole('columnheader', { name: model, exact: true })).toBeVisible();
    // Each column shows the model's own render.
    const render = table.locator(`img[srcset*="/renders/${model.toLowerCase()}-480.webp"]`);
    await expect(render).toBeVisible();
    await expect
      .poll(() => render.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const differing = table.locator('tbody tr[data-diff="true"]');
  expect(await differing.count()).toBeGreaterThan(3);
  const same = table.locator('tbody tr[data-diff="false"]');
  expect(await same.count()).toBeGreaterThan(0);

  await page.getByRole('checkbox', { name: '只看差异' }).check();
  await expect(same.first()).toBeHidden();
  await expect(differing.first()).toBeVisible();

  await page.getByRole('button', { name: '移除 CC-LG-LY2' }).click();
  await expect(page).toHaveURL(/models=cc-lg-4d,cc-lg-6d,cc-lg-pt18$/);
  await expect(table.getByRole('columnheader', { name: 'CC-LG-LY2' })).toHaveCount(0);

  // On a phone the model columns scroll sideways inside the table; the page itself does not.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  if (isMobile(testInfo.project.name)) {
    const scroller = page.getByRole('region', { name: /型号对比表/ });
    const before = await table.locator('tbody th').first().boundingBox();
    await scroller.evaluate((el) => el.scrollBy(400, 0));
    const after = await table.locator('tbody th').first().boundingBox();
    expect(after!.x, 'first column stays put').toBeCloseTo(before!.x, 0);
  }
  await page.screenshot({
    path: `e2e/screenshots/compare-${testInfo.project.name}.png`,
    fullPage: true,
  });
});

test('the compare tray: each model on one line, controls apart, the side bar on top of it', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/product?ctype=lenggui');
  const tray = page.getByRole('complementary', { name: '对比栏' });
  // One model: the title, 清空 and the hint share one row, above the model.
  await compareBox(page, 'CC-LG-4D').check();
  const middle = async (locator: import('@playwright/test').Locator) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const titleRow = await middle(tray.getByText('对比栏', { exact: false }).first());
  for (const control of [tray.getByRole('button', { name: '清空' }), tray.getByText('即可对比')])
    expect(Math.abs((await middle(control)) - titleRow)).toBeLessThan(8);
  for (const model of ['CC-LG-6D', 'CC-LG-LY2', 'CC-LG-PT18'])
    await compareBox(page, model).check();
  await expect(tray).toContainText('4/4');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

  const chips = tray.getByRole('listitem');
  await expect(chips).toHaveCount(4);
  const lineHeight = await chips
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 2);
  for (const chip of await chips.all()) {
    const box = (await chip.boundingBox())!;
    expect(box.height, await chip.innerText()).toBeLessThan(lineHeight + 12);
  }
  const boxes = await Promise.all(
    [tray.getByText('对比栏', { exact: false }).first(), tray.getByRole('button', { name: '清空' })]
      .concat([tray.getByRole('link', { name: '开始对比' }), tray.getByRole('list')])
      .map(async (locator) => (await locator.boundingBox())!),
  );
  const viewport = page.viewportSize()!;
  for (const [i, a] of boxes.entries()) {
    expect(a.x, `control ${i} inside the window`).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width, `control ${i} inside the window`).toBeLessThanOrEqual(viewport.width);
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, `controls ${i} and ${boxes.indexOf(b)} overlap`).toBe(true);
    }
  }
  // On phones the models scroll sideways inside their row: the last one can be brought into view.
  await chips.last().scrollIntoViewIfNeeded();
  await expect(chips.last()).toBeInViewport();
  // The side bar's buttons stay usable above the tray (a press at their centre reaches them).
  const sideButtons = page.getByRole('complementary', { name: '侧边导航' }).getByRole('button');
  for (const button of await sideButtons.all()) {
    if (!(await button.isVisible())) continue;
    const box = (await button.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-label="侧边导航"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit, (await button.getAttribute('aria-label')) ?? '').toBe(true);
  }
  await page.screenshot({ path: `e2e/screenshots/compare-tray-${testInfo.project.name}.png` });
});

test('the key facts of a model stay inside their boxes, the longest values included', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'sets its own widths');
  // CC-ZT-3C has the longest capacity (a gas range's burners, load and fuel) of the catalogue.
  for (const width of [1280, 1366, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, '/product/shangyongzaotai/cc-zt-3c');
    const facts = page.getByRole('main').locator('dl').first().locator(':scope > div');
    await expect(facts).toHaveCount(3);
    const overflow = await facts.evaluateAll((boxes) =>
      boxes.map((box) => box.scrollWidth - box.clientWidth),
    );
    expect(overflow, `at ${width}px`).toEqual([0, 0, 0]);
  }
});

test('the print layout turns a model page into a spec sheet', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'print is the same at every width');
  await gotoReady(page, '/product/zhengfangui/cc-zf-24e');
  await expect(page.getByRole('button', { name: '打印规格书' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: '打印规格书' })).toBeHidden();
  await expect(page.locator('#specs table')).toBeVisible();
  await expect(page.getByText('产品规格书')).toBeVisible();
  await page.screenshot({ path: `e2e/screenshots/model-print.png`, fullPage: true });
});

test('a case page shows what was installed, linked to the model pages', async ({ page }) => {
  await gotoReady(page, '/case');
  const first = page
    .getByRole('main')
    .getByRole('link', { name: /食堂|厨房|餐/ })
    .first();
  await first.click();
  await expect(page).toHaveURL(/\/case\/[a-z0-9-]+$/);
  const installed = page.locator('#installed table');
  // Every model number on one line, the table inside the window (phones included).
  const viewport = page.viewportSize()!;
  const tableBox = (await installed.boundingBox())!;
  expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(viewport.width);
  for (const link of await installed.getByRole('link').all()) {
    const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await link.boundingBox())!.height, await link.innerText()).toBeLessThan(
      lineHeight * 1.5,
    );
  }
  const modelLink = installed.getByRole('link').first();
  const model = (await modelLink.innerText()).trim();
  await modelLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model);
  await expect(page.locator('#cases')).toContainText('相关案例');
});

test('every model page carries its own render with a srcset (prerendered HTML)', async ({
  request,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'the HTML is the same for every width');
  const models = ALL_PAGES.filter((page) => page.routeId === 'model');
  expect(models.length).toBeGreaterThanOrEqual(42);
  for (const model of models) {
    const slug = model.path.split('/').pop()!;
    const html = await (await request.get(model.path)).text();
    expect(html, model.path).toMatch(
      new RegExp(
        `<img[^>]+srcSet="/renders/${slug}-480\\.webp 480w, /renders/${slug}-800\\.webp 800w, /renders/${slug}-1200\\.webp 1200w"`,
        'i',
      ),
    );
  }
  const image = await request.get('/renders/cc-lg-6d-800.webp');
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('a phone scrolling a whole model page downloads under 250 KB of images', async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'the phone budget');
  const images: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      images.push(response.body().then((body) => body.length));
  });
  await gotoReady(page, '/product/lenggui/cc-lg-6d');
  // Every picture on the page brought into view, and loaded, as a visitor scrolling to the end would.
  for (const img of await page.locator('main img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  }
  const sizes = await Promise.all(images);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`[mobile] model page images: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB`);
  expect(sizes.length).toBeGreaterThan(2);
  expect(total).toBeLessThan(250 * 1024);
});

test('3D 查看 loads three.js only on the click and turns the model when dragged', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'pointer dragging: desktop');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoReady(page, '/product/lenggui/cc-lg-6d');
  const firstVisit = [...scripts];
  expect(firstVisit.some((url) => /viewer|three/i.test(url))).toBe(false);

  await page.getByRole('button', { name: '3D 查看' }).click();
  const dialog = page.getByRole('dialog', { name: 'CC-LG-6D 3D 查看' });
  // three.js (138 KB gzip) and the first shader compile run on SwiftShader here: allow for it.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(scripts.slice(firstVisit.length).some((url) => /viewer/i.test(url))).toBe(true);
  await expect(dialog.getByRole('status')).toContainText('拖动旋转', { timeout: 20_000 });
  const canvas = dialog.locator('canvas');
  await expect(canvas).toBeVisible();
  const snapshot = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  // A blank canvas of the same size: the viewer must have drawn something other than that.
  const blank = await canvas.evaluate((c: HTMLCanvasElement) => {
    const empty = document.createElement('canvas');
    empty.width = c.width;
    empty.height = c.height;
    return empty.toDataURL();
  });
  await expect.poll(snapshot, { timeout: 20_000 }).not.toBe(blank);
  const before = await snapshot();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(snapshot).not.toBe(before);
  await page.screenshot({ path: 'e2e/screenshots/model-3d-desktop.png' });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
});
