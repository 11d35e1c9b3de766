import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} renders its heading and content without overflow`, async ({
    page,
  }, testInfo) => {
    await page.goto(route.path);
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(main.locator('h1')).toHaveCount(1);
    expect((await main.innerText()).length).toBeGreaterThan(route.slug === 'not-found' ? 10 : 200);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page).toHaveTitle(new RegExp(`澄川厨装 — 商用厨房设备整体解决方案$`));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    // Bring lazy images in before the full-page screenshot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      await Promise.all(
        // A lazy image that is hidden at this width never loads: wait at most 2 s for any image.
        Array.from(document.images, (img) =>
          img.complete
            ? null
            : Promise.race([
                new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
                new Promise((resolve) => setTimeout(resolve, 2000)),
              ]),
        ),
      );
      await document.fonts.ready;
    });
    await expect(page.getByRole('banner')).toHaveAttribute(
      'data-solid',
      route.path.startsWith('/argument') ? 'true' : 'false',
    );
    await page.screenshot({
      path: `e2e/screenshots/${route.slug}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
}
