import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Holds every script of the app (the inline capture script in the HTML is not one) until the
 * returned function releases them: the page paints from its HTML and stays un-hydrated meanwhile.
 */
async function holdApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Opens `url` with the app's scripts held; returns what releases them. */
export async function openHeld(page: Page, url: string) {
  const release = await holdApp(page);
  // Not 'domcontentloaded': that waits for the (held) module scripts to run.
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The whole HTML parsed, not only the heading: on a busy machine the parser has yielded after
  // the <h1> and added the rest of the hero later, and that growth was counted as a shift of
  // hydration (in CI). The held module scripts do not keep readyState at 'loading'.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(0);
  return release;
}
