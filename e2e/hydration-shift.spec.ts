import { expect, hydrated, isMobile, test } from './fixtures';
import { openHeld } from './hold-app';
import { recordShifts, shiftsSince } from './layout-shifts';
import { PUBLIC_ROUTES } from './routes';

/**
 * Hydration moves nothing on screen: from the moment the held app is released to the frames
 * after it has hydrated, the page reports no layout shift. On the phone project at the
 * narrowest phone width (320 px) and at 375 px, where text wraps first; on the desktop project at
 * 1366 px. (Lighthouse sees one phone size; the planner's toolbar once shifted at 320 px only.)
 */
const prerendered = PUBLIC_ROUTES.filter((route) => route.routeId !== 'notFound');

for (const route of prerendered) {
  test(`${route.path}: hydration shifts nothing, and nothing is wider than the screen`, async ({
    page,
  }, testInfo) => {
    const widths = isMobile(testInfo.project.name) ? [320, 375] : [1366];
    await recordShifts(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: isMobile(testInfo.project.name) ? 740 : 768 });
      const release = await openHeld(page, route.path);
      // Only what moves once the app comes: the page's own load is Lighthouse's CLS. (A shift while
      // the HTML was still arriving, of the test build's environment badge, came in one CI run.)
      const released = await page.evaluate(() => performance.now());
      await release();
      await hydrated(page);
      expect(await shiftsSince(page, released), `${route.path} at ${width} px`).toEqual([]);
      // pages.spec checks the projects' own widths; the narrowest phone is checked here.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow in px at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
