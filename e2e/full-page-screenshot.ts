import type { Page } from '@playwright/test';

/** Scrolls the page through once so its lazy pictures load, then saves a full-page screenshot. */
export async function screenshotFullPage(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      // A lazy image that is hidden at this width never loads: wait at most 2 s for any image.
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) =>
          Promise.race([
            new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
            new Promise((resolve) => setTimeout(resolve, 2000)),
          ]),
        ),
    );
    await document.fonts.ready;
    // A full-page capture paints what is in the window only: the sections a first view lays out
    // when scrolled near (src/lib/layout/first-view.ts) would show blank below it.
    document.documentElement.removeAttribute('data-first-view');
  });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}
