import type { CDPSession, Page } from '@playwright/test';
import { expect, gotoReady, isMobile, test } from './fixtures';

/** An 8 × 6 m room with a four-door fridge near its middle. */
const PLAN = '1~8000~6000~CC-LG-4D.3400.2600.0';

type Finger = { x: number; y: number };

/** Both fingers at once through CDP: the browser makes the pointer events a phone would. */
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove', fingers: Finger[]) =>
  cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: fingers.map((finger, id) => ({ ...finger, id })),
  });

/** Moves every finger from `from` to `to` in steps, all fingers in each step. */
async function slide(cdp: CDPSession, from: Finger[], to: Finger[], steps = 8) {
  for (let i = 1; i <= steps; i++) {
    const at = from.map((f, n) => ({
      x: f.x + ((to[n]!.x - f.x) * i) / steps,
      y: f.y + ((to[n]!.y - f.y) * i) / steps,
    }));
    await touch(cdp, 'touchMove', at);
  }
}

/** The plan's zoom and pan, read off the drawing's transform. */
async function planView(page: Page) {
  const transform = await page.locator('[data-zoom]').getAttribute('transform');
  const [tx, ty, k] = (transform!.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  return { k: k!, tx: tx!, ty: ty! };
}

test('pinch zooms and two fingers pan the plan on a phone; the page stays put', async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'two-finger touch is the phone’s');
  await gotoReady(page, `/planner?plan=${PLAN}`);
  const fridge = page.getByRole('button', { name: 'CC-LG-4D', exact: true });
  await expect(fridge).toBeVisible();
  const plan = page.getByLabel('布局图');
  await plan.scrollIntoViewIfNeeded();
  // The plan takes the fingers itself: the browser neither scrolls nor zooms the page under them.
  await expect(plan).toHaveCSS('touch-action', 'none');
  const scale = page.getByText(/^比例尺 /);
  const fit = page.getByRole('button', { name: '全图' });
  const scaleBefore = await scale.textContent();
  const fridgeAt = await fridge.locator('g').first().getAttribute('transform');
  expect(await planView(page)).toEqual({ k: 1, tx: 0, ty: 0 });
  await expect(fit).toBeDisabled();

  const cdp = await page.context().newCDPSession(page);
  // A finger starts dragging the fridge, then a second finger lands: it becomes a pinch, and the
  // fridge goes back to where that drag took it from.
  const box = (await fridge.boundingBox())!;
  const first = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await touch(cdp, 'touchStart', [first]);
  const dragged = { x: first.x + 40, y: first.y };
  await slide(cdp, [first], [dragged], 4);
  await expect(fridge.locator('g').first()).not.toHaveAttribute('transform', fridgeAt!);
  const second = { x: dragged.x - 60, y: dragged.y };
  await touch(cdp, 'touchStart', [dragged, second]);
  await slide(
    cdp,
    [dragged, second],
    [
      { x: dragged.x + 70, y: dragged.y },
      { x: second.x - 70, y: second.y },
    ],
  );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(fridge.locator('g').first()).toHaveAttribute('transform', fridgeAt!);

  // 60 px apart → 200 px apart: about 3.3 times.
  await expect.poll(async () => (await planView(page)).k).toBeGreaterThan(3);
  const zoomed = await planView(page);
  expect(zoomed.k).toBeLessThan(3.6);
  await expect(fit).toBeEnabled();
  await expect(scale).not.toHaveText(scaleBefore!);

  // Two fingers moved together, the same distance apart: the view pans, the zoom stays.
  const planBox = (await plan.boundingBox())!;
  const centre = { x: planBox.x + planBox.width / 2, y: planBox.y + planBox.height / 2 };
  const pair = [
    { x: centre.x - 50, y: centre.y },
    { x: centre.x + 50, y: centre.y },
  ];
  await touch(cdp, 'touchStart', pair);
  await slide(
    cdp,
    pair,
    pair.map((f) => ({ x: f.x - 60, y: f.y - 40 })),
  );
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect.poll(async () => (await planView(page)).tx).toBeLessThan(zoomed.tx - 500);
  const panned = await planView(page);
  expect(panned.ty).toBeLessThan(zoomed.ty - 300);
  expect(panned.k).toBeCloseTo(zoomed.k, 5);
  await expect(fridge.locator('g').first()).toHaveAttribute('transform', fridgeAt!);

  // The page itself neither zoomed nor scrolled sideways.
  const page375 = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    scrollX: window.scrollX,
    scale: window.visualViewport?.scale ?? 1,
  }));
  expect(page375.scrollWidth).toBeLessThanOrEqual(page375.innerWidth);
  expect(page375.scrollX).toBe(0);
  expect(page375.scale).toBe(1);

  await fit.click();
  expect(await planView(page)).toEqual({ k: 1, tx: 0, ty: 0 });
});

test('the plan hints at fingers on a touch screen and at keys elsewhere', async ({
  page,
}, testInfo) => {
  await gotoReady(page, `/planner?plan=${PLAN}`);
  const keys = page.getByText('方向键移动 100 mm', { exact: false });
  const fingers = page.getByText('双指缩放或平移布局图', { exact: false });
  if (isMobile(testInfo.project.name)) {
    await expect(fingers).toBeVisible();
    await expect(keys).toBeHidden();
  } else {
    await expect(keys).toBeVisible();
    await expect(fingers).toBeHidden();
  }
});
