import {
  compareBox,
  expect,
  gotoReady,
  hydrated,
  isMobile,
  overlap,
  test,
  toBox,
} from './fixtures';

test('compare three models through a reload; a fifth is refused; 只看差异 and 移除', async ({
  page,
}, testInfo) => {
  await gotoReady(page, '/product?ctype=lenggui');
  for (const model of ['CC-LG-4D', 'CC-LG-6D', 'CC-LG-LY2']) await compareBox(page, model).check();
  const tray = page.getByRole('complementary', { name: '对比栏' });
  await expect(tray).toContainText('3/4');

  await page.reload();
  await hydrated(page);
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

  const mobile = isMobile(testInfo.project.name);
  const chips = tray.getByRole('listitem');
  const controls = {
    title: tray.getByText('对比栏', { exact: false }).first(),
    clear: tray.getByRole('button', { name: '清空' }),
    start: tray.getByRole('link', { name: '开始对比' }),
    ...(mobile ? {} : { models: tray.getByRole('list') }),
  };
  if (mobile) {
    // On a phone the tray is one row over the 快捷联系 bar: title, 清空 and 开始对比 only.
    await expect(tray.getByRole('list')).toBeHidden();
    expect((await tray.boundingBox())!.height).toBeLessThanOrEqual(64);
    const row = await middle(controls.title);
    for (const control of [controls.clear, controls.start])
      expect(Math.abs((await middle(control)) - row)).toBeLessThan(8);
  } else {
    await expect(chips).toHaveCount(4);
    const lineHeight = await chips
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 2);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.height, await chip.innerText()).toBeLessThan(lineHeight + 12);
    }
  }
  const boxes = await Promise.all(
    Object.entries(controls).map(async ([name, locator]) =>
      toBox(name, (await locator.boundingBox())!),
    ),
  );
  const viewport = page.viewportSize()!;
  for (const [i, a] of boxes.entries()) {
    expect(a.left, `${a.name} inside the window`).toBeGreaterThanOrEqual(0);
    expect(a.right, `${a.name} inside the window`).toBeLessThanOrEqual(viewport.width);
    for (const b of boxes.slice(i + 1))
      expect(overlap(a, b, 0), `${a.name} overlaps ${b.name}`).toBe(false);
  }
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

test('the compare tray stays off the enquiry form, the comparison and the planner', async ({
  page,
}) => {
  await gotoReady(page, '/product?ctype=lenggui');
  for (const model of ['CC-LG-4D', 'CC-LG-6D']) await compareBox(page, model).check();
  const tray = page.getByRole('complementary', { name: '对比栏' });
  await expect(tray).toBeVisible();
  for (const path of ['/inquiry', '/planner', '/compare']) {
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tray, path).toHaveCount(0);
  }
  // /compare without models offers the tray's models by name.
  await expect(page.getByText('对比栏中已有 2 个型号：CC-LG-4D、CC-LG-6D。')).toBeVisible();
  await expect(page.getByRole('link', { name: '对比已选的 2 个型号' })).toBeVisible();
});

test('the comparison keeps its columns while its pictures arrive one by one', async ({ page }) => {
  // The second model's picture is held until the first has loaded and painted.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/renders\/cc-lg-6d-\d+\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoReady(page, '/compare?models=cc-lg-4d,cc-lg-6d');
  const pictures = page.getByRole('table').locator('thead img');
  const loaded = (index: number) =>
    pictures.nth(index).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect.poll(() => loaded(0)).toBe(true);
  const columnLefts = () =>
    page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  const columnsBefore = await columnLefts();
  release();
  await expect.poll(() => loaded(1)).toBe(true);
  // A frame after the second picture, so its layout has run.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await columnLefts()).toEqual(columnsBefore);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual(
    [],
  );
});
