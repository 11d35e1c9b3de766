import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * A slow phone paints a page while its HTML is still being parsed (the parser yields, a frame
 * comes). What that paint placed must stay where it is once the rest is parsed, or the visitor
 * sees it jump: the header's buttons moved as the later ones arrived (3 of 16 visits of /home
 * and a model page at 375 px), the model page's text moved up beside its picture, its thumbnails
 * and the phone's 快捷联系 bar moved sideways (`npm run bench:load`, slow-phone profile); cutting pages found more of the kind (the
 * enquiry list's two links, /contact's cards, the side guide bar's icons).
 *
 * The header cannot place its buttons before it has them all, and the 快捷联系 bar comes last, so
 * Chromium (the engine of WeChat and most browsers here on Android) paints no frame before the
 * page is parsed to its end (`<link rel="expect" href="#print-colophon" blocking="render">` in
 * index.html; tests at the end of this file). Other engines may paint mid-parse: each page is cut
 * after a sample of its closing tags (the browser ends the document there, as a paint mid-parse
 * shows it), without the app's scripts, and every element on the first screen must be where the
 * whole page puts it.
 * /home's hero on a laptop is left out: it is centred in the first screen, so its text moves up
 * as its last lines arrive (docs/benchmarks.md).
 */
const PAGES = [
  { path: '/product/lenggui/cc-lg-4d', laptop: true },
  { path: '/inquiry', laptop: true },
  { path: '/contact', laptop: true },
  { path: '/home', laptop: false },
];
const CUTS_PER_PAGE = 30;

type Places = Record<string, { x: number; y: number; name: string }>;

/** Where each element on the first screen is, by its path from #root. */
const places = (page: Page) =>
  page.evaluate(() => {
    const found: Places = {};
    const walk = (element: Element, path: string) => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0)
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

    const main = html.indexOf('<main id="main"');
    expect(main).toBeGreaterThan(0);
    const cuts = [...html.matchAll(/<\/(?:a|button|li|p|h1|h2|h3|span|svg|div|dl|nav|ul)>/g)]
      .map((match) => match.index + match[0].length)
      .filter((at) => at > main);
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

/** How long the rest of the HTML is held back: a slow line, long enough for several frames. */
const HTML_GAP_MS = 1000;

/** Serves `path` with its HTML cut at `cut` and the rest HTML_GAP_MS later; proxies the rest. */
async function slowHtmlServer(origin: string, path: string, html: string, cut: number) {
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), HTML_GAP_MS);
      return;
    }
    void fetch(new URL(request.url ?? '/', origin)).then(async (answer) => {
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` };
}

// The first frame waits for the whole page (`<link rel="expect" href="#print-colophon"
// blocking="render">`, the last element of every page): the 快捷联系 bar, fixed at the bottom of a
// phone's screen, comes late in the HTML. Painted mid-parse, a page showed 加入询价单 where the bar
// then appeared over it, and a tap made then opened 电话 (`npm run bench:taps`, now and then). The header's buttons, placed only once all are there
// (see above), are before it.
for (const { at, name } of [
  { at: '<main id="main"', name: '<main>' },
  { at: '<nav aria-label="快捷联系"', name: 'the 快捷联系 bar' },
]) {
  test(`no frame is painted before ${name} is parsed, however slowly the HTML comes`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'the browser holds frames the same on both');
    const html = await (await page.request.get('/home')).text();
    const cut = html.indexOf(at);
    expect(cut).toBeGreaterThan(0);
    const { server, url } = await slowHtmlServer(baseURL!, '/home', html, cut);
    try {
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.getElementById('print-colophon')) return;
          (window as unknown as { endAt: number }).endAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url);
      const { endAt, paintAt } = await page.evaluate(() => ({
        endAt: (window as unknown as { endAt: number }).endAt,
        paintAt: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
      }));
      expect(endAt, 'when the page was parsed to its end (ms)').toBeGreaterThan(HTML_GAP_MS);
      expect(paintAt, 'the first frame (ms)').toBeGreaterThan(endAt);
    } finally {
      server.close();
    }
  });
}
