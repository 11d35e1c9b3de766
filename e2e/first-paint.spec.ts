import { caseStudies } from '../src/content/case-studies';
import type { Response } from '@playwright/test';
import { expect, gotoReady, hydrated, isMobile, savingData, test } from './fixtures';
import { openHeld } from './hold-app';
import { FIRST_PICTURE_TIMING, ROOT_CSS } from '../src/config/start-up';
import { listedModules, rootDataOf } from './start-up-names';

// Issue 14's critical path: the HTML (the CSS its markup uses inlined) and its first image paint
// before any of the app's files is fetched; the app's chunks and the page's CSS in full (one file,
// for what the app shows later) come after, each once.
for (const path of ['/home', '/product/lenggui/cc-lg-4d', '/contact']) {
  test(`${path}: first paint before the app's files, its full CSS fetched once after`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'network order: desktop is enough');
    const html = await (await request.get(path)).text();
    expect(html.match(/<script\b[^>]*\bsrc=/g), 'script tags with src').toHaveLength(1);
    // Only the entry's own imports (Vite's preload helper, kept apart from the app by
    // vite.config.ts, and the bundler's runtime, which keeps the modules' order).
    expect(
      [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href).sort(),
    ).toEqual([
      expect.stringMatching(/^\/assets\/preload-helper-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/),
    ]);

    // A line that saves data: nothing fetched ahead (a page in view brings its own CSS).
    await savingData(page);
    const requested: { url: string; type: string }[] = [];
    page.on('request', (r) => requested.push({ url: r.url(), type: r.resourceType() }));
    await gotoReady(page, path);
    const sheets = requested.filter((r) => r.type === 'stylesheet').map((r) => r.url);
    const inlined = [...html.matchAll(/<style data-href="([^"]+)"/g)].map(
      ([, href]) => new URL(href!, page.url()).href,
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(
      sheets.filter((url) => inlined.includes(url)),
      'inlined stylesheets fetched again',
    ).toEqual([]);
    // The same files in full, as one file, once: the page inlines only the rules its markup uses.
    const full = new URL(rootDataOf(html, ROOT_CSS)!, page.url()).href;
    expect(sheets.filter((url) => url === full)).toHaveLength(1);
    // /contact holds the 留言咨询 form, an antd island loaded after hydration with its own CSS;
    // the other pages fetch no other stylesheet.
    if (path !== '/contact') expect(sheets).toEqual([full]);

    // The favicon is in the HTML (a data: URL): no request of its own at the first picture's paint.
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(
      /^data:image\/svg\+xml,/,
    );
    expect(requested.filter((r) => r.url.includes('favicon'))).toEqual([]);

    // Element Timing: when the first picture (src/components/ui/first-picture.ts) was painted.
    // Its entries are read from a buffered observer (they are not in getEntriesByType).
    const pictures = await page.evaluate(
      () =>
        new Promise<{ identifier: string; renderTime: number }[]>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(list.getEntries() as unknown as { identifier: string; renderTime: number }[]);
          });
          observer.observe({ type: 'element', buffered: true });
          setTimeout(() => resolve([]), 1000);
        }),
    );
    const timing = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.(js|css)$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime }));
      const picture = document.querySelector<HTMLImageElement>(`img[elementtiming="${mark}"]`);
      const fetched = picture && performance.getEntriesByName(picture.currentSrc)[0];
      return {
        paint,
        htmlTook: navigation ? navigation.responseEnd - navigation.startTime : 0,
        interactive: navigation?.domInteractive ?? NaN,
        parsed: navigation?.domContentLoadedEventStart ?? NaN,
        scripts,
        picture: fetched && {
          duration: fetched.duration,
          arrived: fetched.startTime + fetched.duration,
        },
      };
    }, FIRST_PICTURE_TIMING);
    expect(timing.paint).toBeGreaterThan(0);
    // The entry and its two static imports, Vite's preload helper and the bundler's runtime, come
    // with the HTML; the app, the page's chunk and its full CSS after.
    const isEntry = (name: string) =>
      /\/assets\/(index|preload-helper|rolldown-runtime)-[\w-]+\.js$/.test(name);
    const entry = timing.scripts.filter((script) => isEntry(script.name));
    const app = timing.scripts.filter((script) => !isEntry(script.name));
    expect(entry).toHaveLength(3);
    expect(app.length).toBeGreaterThanOrEqual(3);
    // The HTML or the first picture took 100 ms or more to come (a slow line; here, a loaded
    // machine): the app is asked for once the HTML is parsed, or at the picture's arrival
    // (src/app/early-taps/ask-app.ts; the next tests). (/contact has no picture at the top.)
    const slowHtml = timing.htmlTook >= 100;
    const slow = slowHtml || (path !== '/contact' && (timing.picture?.duration ?? 0) >= 100);
    if (slowHtml)
      for (const script of app)
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.interactive);
    else if (slow)
      for (const script of app)
        expect(script.start, script.name).toBeGreaterThan(timing.picture!.arrived);
    // Else the app is fetched from a task after the first frame, so after the whole HTML was parsed
    // (the entry runs before DOMContentLoaded): that order is what is checked. The paint's own
    // timestamp is taken when the frame is presented, which on a loaded machine can come hundreds
    // of milliseconds after that task already ran, so it is not compared.
    else for (const script of app) expect(script.start, script.name).toBeGreaterThan(timing.parsed);
    // And once the first picture has been painted: a file that arrives before that paint would
    // count, in Lighthouse, into the largest paint.
    if (path !== '/contact') {
      const painted = pictures.filter((entry) => entry.identifier === FIRST_PICTURE_TIMING);
      expect(painted).toHaveLength(1);
      expect(timing.picture).toBeTruthy();
      if (!slow)
        for (const script of app)
          expect(script.start, script.name).toBeGreaterThan(painted[0]!.renderTime);
    }
  });
}

// On a slow line the app's files are asked for as soon as the HTML is parsed, by the inline script
// (src/app/early-taps/ask-app.ts), not at the first picture's paint by the entry: the line would
// stand idle for a round trip and for the first frame's layout. The entry is held here, so only the
// inline script can ask, and so is the first picture: the ask does not wait for it.
for (const path of ['/home', '/product/lenggui/cc-lg-4d']) {
  test(`${path}: on a slow line the app is asked for once the HTML is parsed`, async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'network order: desktop is enough');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // A 150 ms round trip (issue 22's phone profile), no bandwidth limit.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    let releasePicture = () => {};
    const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
    const picturesAsked: string[] = [];
    await page.route(/\/renders\/.*\.webp$/, async (route) => {
      picturesAsked.push(route.request().url());
      await pictureHeld;
      await route.continue();
    });
    const app: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(boot|page-css)-[\w-]+\.(js|css)$/.test(request.url()))
        app.push(request.url());
    });
    const boot = page.waitForRequest(/\/assets\/boot-[\w-]+\.js$/);
    const release = await openHeld(page, path);
    await boot;
    // Asked for while the first picture is still held: at the end of parsing, not at its arrival.
    const picture = page.locator(`img[elementtiming="${FIRST_PICTURE_TIMING}"]`);
    expect(picturesAsked.length).toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    expect(
      await page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((r) => /\/renders\//.test(r.name)).length,
      ),
    ).toBe(0);
    // The entry links the same files again once released: each is fetched once.
    releasePicture();
    await release();
    await hydrated(page);
    expect(app.filter((url) => url.includes('/boot-'))).toHaveLength(1);
    expect(app.filter((url) => url.includes('/page-css-'))).toHaveLength(1);
  });
}

test('an app-only page paints its own banner and a frame from its HTML, then the app renders the page', async ({
  browser,
  page,
}) => {
  const url = '/compare?models=CC-LG-4D,CC-LG-6D';
  // Its shell lists the compare page's chunks for the app to fetch with its own.
  const modules = (html: string) => listedModules(html)?.join(' ') ?? '';
  expect(modules(await (await page.request.get(url)).text())).toMatch(/\/compare-page-[\w-]+\.js/);
  expect(modules(await (await page.request.get('/no-such-page')).text())).not.toMatch(
    /compare-page/,
  );
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const shell = await withoutScripts.newPage();
  await shell.goto(url);
  await expect(shell.getByRole('link', { name: /澄川厨装/ }).first()).toBeVisible();
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText('型号对比');
  await expect(shell.locator('.shell-frame--table')).toBeVisible();
  // Every app-only shell carries a prerendered page's head: title, description, canonical and a
  // raster share card.
  for (const [path, h1] of [
    ['/compare', '型号对比'],
    ['/search', '搜索结果'],
    ['/ucenter', '客户中心'],
  ] as const) {
    await shell.goto(path);
    await expect(shell.getByRole('heading', { level: 1 }), path).toHaveText(h1);
    await expect(shell, path).toHaveTitle(new RegExp(`^${h1} - 澄川厨装`));
    const head = shell.locator('head');
    await expect(head.locator('meta[name="description"]'), path).toHaveAttribute(
      'content',
      /澄川厨装/,
    );
    await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
    await expect(head.locator('meta[property="og:image"]'), path).toHaveAttribute(
      'content',
      /\/share\/[\w-]+\.jpg$/,
    );
  }
  await withoutScripts.close();

  await gotoReady(page, url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('型号对比');
  await expect(page.getByText('正在加载…')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(1);
});

test("/home's first visit carries neither the case stories nor what only a click needs", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo.project.name), 'bytes: desktop is enough');
  // The first visit only: the islands preloaded ahead of a press (next test) are not.
  await page.route('**/assets/islands-*.json', (route) => route.abort());
  const scripts: { url: string; body: Promise<string> }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text() });
  };
  page.on('response', onResponse);
  await gotoReady(page, '/home');
  // The part below the hero comes as hydration starts (src/app/page-data.ts): checked too, and no
  // script may arrive once the checks have begun (its body would be read after the test ended).
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.map(({ url }) => url)).toContainEqual(expect.stringMatching(/\/home-later-/));
  // The home page shows four case cards (case-summaries.ts); the stories are for the case pages.
  // Its longest stretch without spaces: the build writes the no-break spaces of the copy as escapes.
  const story = caseStudies[0]!.problem.split(/\s/).sort((a, b) => b.length - a.length)[0]!;
  expect(story.length).toBeGreaterThan(20);
  for (const { url, body } of scripts) {
    expect(url).not.toMatch(/\/(antd-island|login-modal|site-index|viewer|catalogue)-[\w-]+\.js$/);
    expect(await body, url).not.toContain(story);
  }
});

test('/home preloads the login island as the app starts, then its API client and the search index', async ({
  page,
}) => {
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    const name = /\/(site-index|login-modal|client)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) order.push(name);
  });
  await gotoReady(page, '/home');
  // The login island's files into the HTTP cache while the page hydrates, compiled once idle.
  await expect(
    page.locator('link[rel="prefetch"][href*="/login-modal-"][href$=".js"]'),
  ).toBeAttached();
  await expect(page.locator('link[rel="modulepreload"][href*="/login-modal-"]')).toBeAttached();
  await expect(page.locator('link[rel="modulepreload"][href*="/site-index-"]')).toBeAttached();
  // Its worker's script (the site's text) into the HTTP cache: it is no module of the page.
  await expect(page.locator('link[rel="prefetch"][href*="/search-worker-"]')).toBeAttached();
  await expect(page.locator('link[rel="modulepreload"][href*="/search-worker-"]')).toHaveCount(0);
  // (The module preload of a prefetched file is a request too, answered from the cache.)
  await expect.poll(() => [...new Set(order)]).toEqual(['login-modal', 'client', 'site-index']);
});

test('a phone loads no SVG image before the app is ready', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo.project.name), 'the menu panel with the QR is folded on phones');
  // Each SVG image is a document of its own, built on the main thread as it arrives: the logo is
  // inline <svg>, and the header's 微信 QR (in the folded menu) loads only once the menu opens.
  for (const path of ['/home', '/product/lenggui/cc-lg-4d']) {
    const svgs: string[] = [];
    const listener = (r: { url: () => string }) => {
      if (/\.svg(\?|$)/.test(r.url())) svgs.push(r.url());
    };
    page.on('request', listener);
    await gotoReady(page, path);
    page.off('request', listener);
    expect(svgs, path).toEqual([]);
    await expect(page.locator('header a[href="/home"] svg')).toHaveCount(1);
  }
  await page.getByRole('button', { name: '菜单' }).click();
  const qr = page.getByRole('img', { name: '微信二维码' });
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
