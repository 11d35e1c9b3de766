import type { Page } from '@playwright/test';
import { expect, gotoReady, test, waitAllHydrated } from './fixtures';
import { ALL_PAGES, PUBLIC_ROUTES } from './routes';

/** Scrolls the page through once so its lazy pictures load, then saves a full-page screenshot. */
async function screenshotFullPage(page: Page, name: string) {
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

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} renders its heading and content without overflow`, async ({
    page,
  }, testInfo) => {
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|HydrateFallback/i.test(message.text()))
        consoleProblems.push(message.text());
    });
    await gotoReady(page, route.path);
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
    // A mismatch in a part hydrated after the mark is reported only once that part hydrates.
    await waitAllHydrated(page);
    expect(consoleProblems, 'hydration warnings').toEqual([]);
    await expect(page.getByRole('banner')).toHaveAttribute(
      'data-solid',
      route.path.startsWith('/argument') ? 'true' : 'false',
    );
    // The full-page screenshots are for people to look at (e2e/screenshots/); CI keeps none, and
    // scrolling each page to load its lazy pictures took half of this file's time there.
    if (!process.env.CI) await screenshotFullPage(page, `${route.slug}-${testInfo.project.name}`);
  });
}

for (const route of PUBLIC_ROUTES.filter((r) => r.slug !== 'not-found')) {
  test(`${route.path} arrives as finished HTML before any script runs`, async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'the HTML is the same for every width');
    const answer = await request.get(route.path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`>${route.h1}</h1>`);
    expect(html, 'a class name built from a missing CSS module key').not.toMatch(
      /class="[^"]*\bundefined\b/,
    );
    expect(html).toMatch(/<title>[^<]+ - 澄川厨装 — 商用厨房设备整体解决方案<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:5173');
    expect(html).toContain('<meta property="og:title"');
    // A raster share image (WeChat, Weibo and QQ show no SVG), with its size.
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    expect(ogImage).toMatch(/^http:\/\/localhost:5173\/share\/[a-z]+\.jpg$/);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    const image = await request.get(new URL(ogImage).pathname);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const types = jsonLd.map((data) => data['@type']);
    if (route.slug === 'home') expect(types).toEqual(['Organization']);
    else expect(types).toContain('BreadcrumbList');
    if (route.path.startsWith('/product?ctype=')) {
      // The series' models as a list of their pages; each model page has its Product.
      const list = jsonLd.find((data) => data['@type'] === 'ItemList');
      expect((list?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
  });
}

test('unknown paths answer 404 with the app shell; sitemap and robots are served', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'once is enough');
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/ucenter')).status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:5173/product?ctype=lenggui</loc>');
  expect(sitemap.match(/<loc>/g)).toHaveLength(ALL_PAGES.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:5173/sitemap.xml');
});

test('a crawler following plain links from /home reaches every prerendered page', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the HTML is the same for every width');
  // What Baidu's or WeChat's crawler does: read the static HTML (no scripts, no menus opened)
  // and follow <a href>. Every page the manifest prerenders must be reachable that way.
  const wanted = new Set(ALL_PAGES.map((page) => page.path));
  const seen = new Set(['/home']);
  const queue = ['/home'];
  while (queue.length > 0) {
    const html = await (await request.get(queue.shift()!)).text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*\bhref="([^"#]+)/g)) {
      const href = raw!.replaceAll('&amp;', '&');
      if (wanted.has(href) && !seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  expect([...wanted].filter((path) => !seen.has(path))).toEqual([]);
  expect(seen.size).toBe(wanted.size);
});
