import type { Page } from '@playwright/test';
import { expect, gotoReady, test, waitAllHydrated } from './fixtures';

// On a first view the sections below /home's and a model page's first screen are laid out only
// once scrolled near (content-visibility: auto, src/lib/layout/first-view.ts), so a phone paints the first
// screen and asks for the app sooner. Their heights are estimates until then: every scroll the app
// makes to a saved place or an anchor must first lay the whole page out.

const MODEL = '/product/lenggui/cc-lg-4d';

/** Whether the element is rendered, counting a section skipped by content-visibility as not. */
const rendered = (page: Page, selector: string) =>
  page.evaluate(
    (sel) => document.querySelector(sel)?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
    selector,
  );

/** Where the heading's top is in the window, rounded to the pixel. */
const headingTop = (page: Page, id: string) =>
  page.evaluate(
    (i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? NaN),
    id,
  );

/**
 * Scrolls down as a visitor does, a few hundred pixels a frame, until the heading is 200 px below
 * the top: every section passed on the way is laid out at its real height.
 */
async function scrollToHeading(page: Page, id: string) {
  await page.evaluate(async (i) => {
    // A frame, or 50 ms where frames stall: once in CI on a loaded host no frame came for 30 s and
    // this loop never ended. Either way the page has laid out the scroll before the next step.
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(() => done(undefined));
        setTimeout(done, 50);
      });
    const heading = document.getElementById(i);
    if (!heading) throw new Error(`no #${i}`);
    for (let step = 0; step < 200; step++) {
      const top = heading.getBoundingClientRect().top;
      if (top <= 200) {
        window.scrollBy(0, top - 200);
        break;
      }
      window.scrollBy(0, Math.min(300, top - 200));
      await frame();
      await frame();
    }
    await frame();
  }, id);
  await expect.poll(() => headingTop(page, id)).toBe(200);
}

for (const path of ['/home', MODEL]) {
  test(`${path}: a first view lays out the sections below the first screen once scrolled near`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    await expect.poll(() => rendered(page, 'h1')).toBe(true);
    const last = '#main > section:last-of-type h2';
    expect(await rendered(page, last)).toBe(false);
    await page.locator(last).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, last)).toBe(true);
  });
}

test('a reload returns to the same place on a first view of /home', async ({ page }) => {
  await gotoReady(page, '/home');
  await scrollToHeading(page, 'qualifications-title');
  await page.reload();
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect.poll(() => headingTop(page, 'qualifications-title')).toBe(200);
});

test('back from a case returns to the same place on /home', async ({ page }) => {
  await gotoReady(page, '/home');
  await waitAllHydrated(page);
  await scrollToHeading(page, 'qualifications-title');
  await page
    .locator('#cases a[href^="/case/"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/case\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => headingTop(page, 'qualifications-title')).toBe(200);
});

test('an anchor below the first screen lands 80 px below the top on a first view', async ({
  page,
}) => {
  await gotoReady(page, `${MODEL}#related`);
  await expect.poll(() => headingTop(page, 'related'), { timeout: 3000 }).toBe(80);
  // The page is laid out in full: the sections above the anchor have their real heights.
  expect(await rendered(page, '#specs h2')).toBe(true);
});
