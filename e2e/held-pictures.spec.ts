import type { Page } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { openHeld } from './hold-app';

// Until the app has hydrated, lazy pictures wait (src/app/early-taps/hold-pictures.ts): on a phone
// the first view's picture and the app's scripts have the line to themselves.
const SECOND_CASE = /\/renders\/case-changsha-primary-school-\d+\.webp$/;

/** Every picture request of the page, as it is made. */
function pictureRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/renders/'))
      urls.push(request.url());
  });
  return urls;
}

/** Until the first case's picture has arrived and shows. */
const firstPictureShown = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('#cases li img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

// eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument
test.beforeEach(({}, { project }) => {
  test.skip(!isMobile(project.name), 'a phone: the second case is a screen below the first');
});

test('lazy pictures wait for the hydrated app, then load', async ({ page }) => {
  const requested = pictureRequests(page);
  const release = await openHeld(page, '/case');
  await firstPictureShown(page);
  expect(requested.filter((url) => SECOND_CASE.test(url))).toEqual([]);
  const second = page.waitForRequest(SECOND_CASE);
  await release();
  await hydrated(page);
  await second;
});

test('a visitor who scrolls before hydration gets the pictures at once', async ({ page }) => {
  const requested = pictureRequests(page);
  await openHeld(page, '/case');
  await firstPictureShown(page);
  expect(requested.filter((url) => SECOND_CASE.test(url))).toEqual([]);
  const second = page.waitForRequest(SECOND_CASE);
  await page.mouse.wheel(0, 400);
  await second;
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(0);
});
