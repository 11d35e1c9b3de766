import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, gotoReady, hydrated, isMobile, test, waitAllHydrated } from './fixtures';
import { screenshotFullPage } from './full-page-screenshot';
import { openHeld } from './hold-app';
import { recordShifts, shiftsSince } from './layout-shifts';
import { PUBLIC_ROUTES, type E2eRoute } from './routes';

/**
 * Every page, in one visit per width (each visit a page load: one file per concern loaded every
 * page three times and was a third of the browser tests' time):
 * - hydration moves nothing on screen: from the moment the held app is released to the frames
 *   after it has hydrated, the page reports no layout shift. On the phone project at 375 px, and
 *   for the pages with toolbars and tool grids also at the narrowest phone width (320 px), where
 *   text wraps first (the planner's toolbar once shifted at 320 px only); on the desktop project at
 *   1366 px. (Lighthouse sees one phone size.)
 * - nothing is wider than the screen, at those widths, at 320 px (the page resized, not loaded
 *   again) and at the project's own width;
 * - the page has its heading and content, no hydration warning, and no serious axe violation (at
 *   375 px on the routes of PHONE_AXE).
 */
async function hydratesInPlace(page: Page, route: E2eRoute, width: number, height: number) {
  await page.setViewportSize({ width, height });
  const release = await openHeld(page, route.path);
  // Only what moves once the app comes: the page's own load is Lighthouse's CLS. (A shift while
  // the HTML was still arriving, of the test build's environment badge, came in one CI run.)
  const released = await page.evaluate(() => performance.now());
  await release();
  await hydrated(page);
  expect(await shiftsSince(page, released), `${route.path} at ${width} px`).toEqual([]);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Routes whose hydration is also watched at 320 px: their toolbars and grids wrap first there. */
const HELD_AT_320 = new Set([
  'home',
  'product',
  'model',
  'compare',
  'selector',
  'planner',
  'search',
]);

/**
 * Routes that axe also scans at 375 px: the shell's phone parts (header, menu button, 快捷联系 bar)
 * are the same on every page, so the phone scan covers one page of each kind of layout (tool
 * grids, forms, the tile map, a case) rather than all of them again (about a second of CPU each).
 */
const PHONE_AXE = new Set([...HELD_AT_320, 'inquiry', 'contact', 'service', 'caseStudy']);

const heldWidths = (phone: boolean, route: E2eRoute) =>
  !phone ? [1366] : HELD_AT_320.has(route.routeId) ? [320, 375] : [375];

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: hydrates in place, with its heading and content, no overflow, no axe violation`, async ({
    page,
  }, testInfo) => {
    const phone = isMobile(testInfo.project.name);
    const hydrationWarnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|HydrateFallback/i.test(message.text()))
        hydrationWarnings.push(message.text());
    });
    const own = page.viewportSize()!;
    if (route.routeId === 'notFound') {
      // An unknown path is the app shell: nothing to hold, the app draws the page.
      await gotoReady(page, route.path);
    } else {
      await recordShifts(page);
      for (const width of heldWidths(phone, route)) {
        await hydratesInPlace(page, route, width, phone ? 740 : 768);
        expect(
          await overflow(page),
          `horizontal overflow in px at ${width} px`,
        ).toBeLessThanOrEqual(0);
      }
      if (phone) {
        await page.setViewportSize({ width: 320, height: 740 });
        await expect
          .poll(() => overflow(page), 'horizontal overflow in px at 320 px')
          .toBeLessThanOrEqual(0);
      }
      await page.setViewportSize(own);
    }

    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(main.locator('h1')).toHaveCount(1);
    expect((await main.innerText()).length).toBeGreaterThan(route.slug === 'not-found' ? 10 : 200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page).toHaveTitle(/澄川厨装 — 商用厨房设备整体解决方案$/);
    expect(
      await overflow(page),
      `horizontal overflow in px at ${own.width} px`,
    ).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner')).toHaveAttribute(
      'data-solid',
      route.path.startsWith('/argument') ? 'true' : 'false',
    );
    // A mismatch in a part hydrated after the mark is reported only once that part hydrates.
    await waitAllHydrated(page);
    expect(hydrationWarnings, 'hydration warnings').toEqual([]);
    if (!phone || PHONE_AXE.has(route.routeId)) expect(await violations(page), 'axe').toEqual([]);
    // The full-page screenshots are for people to look at (e2e/screenshots/); CI keeps none, and
    // scrolling each page to load its lazy pictures took half of this file's time there.
    if (!process.env.CI) await screenshotFullPage(page, `${route.slug}-${testInfo.project.name}`);
  });
}
