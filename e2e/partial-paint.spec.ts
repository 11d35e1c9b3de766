import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * A slow phone paints a page while its HTML is still being parsed (the parser yields, a frame
 * comes). What that paint placed must stay where it is once the rest is parsed, or the visitor
 * sees it jump: the model page's text moved up beside its picture (a layout shift of 0.023 at
 * 1366 px), its thumbnails and the phone's 快捷联系 bar moved sideways as their later buttons
 * arrived (`npm run bench:load`, slow-phone profile, 2026-11-27).
 *
 * Each page is loaded whole, then cut after a sample of its closing tags (the browser ends the
 * document there, as a paint mid-parse shows it), without the app's scripts; every element of
 * `main` and of the 快捷联系 bar on the first screen must be where the whole page puts it. The
 * header is left out: its menu and buttons share the bar's room and move as the later ones are
 * parsed, but it is in the HTML's first bytes, before any yield seen on the profile. So is /home's
 * hero on a laptop, centred in the first screen (docs/benchmarks.md, 2026-11-27).
 */
const PAGES = [
  { path: '/product/lenggui/cc-lg-4d', laptop: true },
  { path: '/inquiry', laptop: true },
  { path: '/home', laptop: false },
];
const CUTS_PER_PAGE = 30;

type Places = Record<string, { x: number; y: number; name: string }>;

/** Where each element of main and the bar on the first screen is, by its path from #root. */
const places = (page: Page) =>
  page.evaluate(() => {
    const found: Places = {};
    const walk = (element: Element, path: string) => {
      const box = element.getBoundingClientRect();
      const counted = element.closest('main, nav[aria-label="快捷联系"]');
      if (counted && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0)
        found[path] = {
          x: Math.round(box.left),
          y: Math.round(box.top),
          name: `${element.localName} ${(element.textContent ?? '').trim().slice(0, 12)}`,
        };
      [...element.children].forEach((child, i) => walk(child, `${path}/${i}`));
    };
    walk(document.getElementById('root')!, '');
    return found;
  });

for (const { path, laptop } of PAGES) {
  test(`${path}: what a half-parsed paint shows stays in place`, async ({ page }, testInfo) => {
    test.skip(!laptop && !isMobile(testInfo.project.name), 'its hero moves on a laptop: see above');
    test.slow();
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    const html = await (await page.request.get(path)).text();
    await page.goto(path);
    const url = page.url();
    const whole = await places(page);
    expect(Object.keys(whole).length).toBeGreaterThan(20);

    const body = html.indexOf('<div id="root"');
    const cuts = [...html.matchAll(/<\/(?:a|button|li|p|h1|h2|h3|span|svg|div|dl|nav|ul)>/g)]
      .map((match) => match.index + match[0].length)
      .filter((at) => at > body);
    const step = Math.ceil(cuts.length / CUTS_PER_PAGE);
    const moved: string[] = [];
    for (let i = 0; i < cuts.length; i += step) {
      const cut = cuts[i]!;
      await page.route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }),
      );
      await page.goto(url);
      await page.unroute(url);
      for (const [at, { x, y, name }] of Object.entries(await places(page))) {
        const there = whole[at];
        if (there && (Math.abs(there.x - x) > 1 || Math.abs(there.y - y) > 1))
          moved.push(`cut at ${cut}: ${name} at ${x},${y}, then ${there.x},${there.y}`);
      }
    }
    expect(moved).toEqual([]);
  });
}
