import { expect, test } from './fixtures';
import { ALL_PAGES, PUBLIC_ROUTES } from './routes';

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
