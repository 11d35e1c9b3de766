// deploy/nginx.conf against a real production build, served by Debian's nginx on a free loopback
// port (e2e/production-build.ts): routes, fallbacks, caching, compression and security headers.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, hydrated, SEARCH_WORKER, test } from './fixtures';
import { CONF, setupProductionBuild } from './production-build';
import { SERIES as SERIES_LIST } from '../src/config/series';
import { ALL_PAGES, SHELL_PATHS } from './routes';
import { ROOT_PRERENDERED } from '../src/config/start-up';
import { rootDataOf } from './start-up-names';

const SERIES = SERIES_LIST.map((series) => series.ctype);
/** Every prerendered URL of the route manifest: each must answer 200 through nginx. */
const PAGES = ALL_PAGES;
const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const IMG_HOSTS = [
  'https://files.chengchuan.example',
  'https://static.chengchuan.example',
  'https://mp.weixin.qq.com',
];
const API_HOST = 'https://api.chengchuan.example';

const { dist: DIST, origin, url } = setupProductionBuild({ nginx: true });

/** /about → /about/, /product?ctype=x → /product/?ctype=x */
const withSlash = (path: string) => path.replace(/^([^?]*?)\/?(\?|$)/, '$1/$2');
const prerenderedAs = async (answer: APIResponse) =>
  rootDataOf(await answer.text(), ROOT_PRERENDERED);
/** The app shell: the layout around a loading line, without a page's data-prerendered mark. */
const isShell = async (answer: APIResponse) => {
  const html = await answer.text();
  return html.includes('<div id="root"') && rootDataOf(html, ROOT_PRERENDERED) === undefined;
};

test('every prerendered route answers 200 with its own file, with and without a trailing slash', async ({
  request,
}) => {
  for (const route of PAGES) {
    for (const path of [route.path, withSlash(route.path)]) {
      const answer = await request.get(url(path));
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(await prerenderedAs(answer), path).toBe(route.path);
      const html = await answer.text();
      expect(html, path).toContain(`>${route.h1}</h1>`);
      // Besides JSON-LD data, the one inline script is the early-tap capture, which the CSP
      // allows by its hash: the header's hash is that of the script as served.
      const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => attributes !== ' type="application/ld+json"')
        .map(([, , source]) => createHash('sha256').update(source!).digest('base64'));
      expect(scripts, path).toHaveLength(1);
      expect(answer.headers()['content-security-policy'], path).toContain(
        `script-src 'self' 'sha256-${scripts[0]}';`,
      );
    }
  }
  const home = await request.get(url('/'));
  expect(home.status()).toBe(200);
  expect(await prerenderedAs(home)).toBe('/home');
});

test('/product?ctype= serves each series file and falls back to the overview', async ({
  request,
}) => {
  for (const ctype of SERIES) {
    const answer = await request.get(url(`/product?ctype=${ctype}`));
    expect(answer.status(), ctype).toBe(200);
    expect(await prerenderedAs(answer), ctype).toBe(`/product?ctype=${ctype}`);
  }
  for (const query of ['?ctype=nosuchseries', '?ctype=LENGGUI', '?ctype=../about', '?ctype=', '']) {
    const answer = await request.get(url(`/product${query}`));
    expect(answer.status(), query).toBe(200);
    expect(await prerenderedAs(answer), query).toBe('/product');
  }
});

test('unknown paths get the app shell with 404, app-only routes the shell with 200, missing files a plain 404', async ({
  request,
}) => {
  const spa = readFileSync(join(DIST, 'spa.html'), 'utf8');
  for (const path of ['/no-such-page', '/no/such/page/', '/argument', '/ucenter/orders']) {
    const answer = await request.get(url(path));
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    expect(await answer.text(), path).toBe(spa);
  }
  for (const path of SHELL_PATHS.flatMap((shell) => [shell, `${shell}/`])) {
    const answer = await request.get(url(path));
    expect(answer.status(), path).toBe(200);
    expect(await isShell(answer), path).toBe(true);
  }
  for (const path of ['/assets/no-such-chunk.js', '/no-such.png', '/.vite/manifest.json']) {
    const answer = await request.get(url(path));
    expect(answer.status(), path).toBe(404);
    expect(await isShell(answer), path).toBe(false);
  }
});

test('hashed assets are immutable for a year; HTML and site files are revalidated', async ({
  request,
}) => {
  const assets = readdirSync(join(DIST, 'assets'));
  for (const ext of ['.js', '.css', '.svg']) {
    const file = assets.find((name) => name.endsWith(ext));
    const answer = await request.get(url(`/assets/${file}`));
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['cache-control'], file).toBe(ASSET_CACHE);
  }
  for (const path of [
    '/',
    '/about',
    '/product?ctype=lenggui',
    '/ucenter',
    '/no-such-page',
    '/sitemap.xml',
    '/robots.txt',
    '/version.json',
    '/favicon.svg',
    '/assets/no-such-chunk.js', // an error is never cached as immutable
  ]) {
    expect((await request.get(url(path))).headers()['cache-control'], path).toBe(HTML_CACHE);
  }
});

test('text answers are gzipped when the client accepts gzip', async ({ request }) => {
  const assets = readdirSync(join(DIST, 'assets'));
  const size = (name: string) => statSync(join(DIST, 'assets', name)).size;
  const largest = (ext: string) =>
    assets.filter((name) => name.endsWith(ext)).sort((a, b) => size(b) - size(a))[0];
  const paths = [
    '/about',
    '/no-such-page',
    '/sitemap.xml',
    ...['.js', '.css', '.svg'].map((ext) => `/assets/${largest(ext)}`),
  ];
  for (const path of paths) {
    const gzip = await request.get(url(path), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(gzip.headers()['vary'], path).toContain('Accept-Encoding');
    const plain = await request.get(url(path), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
  }
  // The one JSON file a build serves (version.json) is below gzip_min_length: check the type list.
  expect(readFileSync(CONF, 'utf8')).toMatch(/^\s*gzip_types\s[^;]*\bapplication\/json\b/m);
});

test('the build precompresses text files; nginx sends the .br or the .gz as is', async ({
  request,
}) => {
  const js = readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'))!;
  const files = [
    { path: `/assets/${js}`, file: join(DIST, 'assets', js) },
    { path: '/about', file: join(DIST, 'about', 'index.html') },
  ];
  for (const { path, file } of files) {
    for (const [accepted, encoding, suffix] of [
      ['gzip, deflate, br, zstd', 'br', '.br'], // what Chromium sends
      ['gzip, deflate', 'gzip', '.gz'],
    ] as const) {
      const answer = await request.get(url(path), { headers: { 'Accept-Encoding': accepted } });
      expect(answer.headers()['content-encoding'], `${path} ${accepted}`).toBe(encoding);
      expect(answer.headers()['vary'], path).toContain('Accept-Encoding');
      // A static file's own length; on-the-fly compression would answer chunked.
      expect(Number(answer.headers()['content-length']), `${path} ${accepted}`).toBe(
        statSync(file + suffix).size,
      );
    }
  }
});

test('security headers on every answer, 200 and 404 alike', async ({ request }) => {
  for (const path of ['/about', '/assets/no-such-chunk.js', '/no-such-page', '/robots.txt']) {
    const headers = (await request.get(url(path))).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['server'], path).toBe('nginx'); // server_tokens off: no version
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    const csp = Object.fromEntries(
      (headers['content-security-policy'] ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );
    expect(csp['default-src'], path).toEqual(["'self'"]);
    expect(csp['script-src']?.[0], path).toBe("'self'");
    expect(csp['script-src']?.slice(1), path).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(csp['style-src'], path).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src'], path).toEqual(["'self'", 'data:', ...IMG_HOSTS]);
    expect(csp['connect-src'], path).toEqual(["'self'", API_HOST]);
    expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
    expect(csp['object-src'], path).toEqual(["'none'"]);
    expect(csp['base-uri'], path).toEqual(["'self'"]);
    expect(csp['form-action'], path).toEqual(["'self'"]);
  }
});

test('pages run in Chromium through nginx without a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    ),
  );
  // Hermetic: the configured image/API hosts do not exist here (CSP is checked before this).
  await page.route(
    (target) => target.origin !== origin(),
    (route) => route.abort('internetdisconnected'),
  );

  for (const [path, h1] of [
    ['/product?ctype=lenggui', '冷柜'],
    ['/about', '公司简介'],
  ] as const) {
    const answer = await page.goto(url(path));
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['content-security-policy'], path).toContain(
      "script-src 'self' 'sha256-",
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(h1);
    // The bundle runs and hydrates (a hover before that is not replayed by React).
    await hydrated(page);
    // The main navigation's dropdown reacts to hover.
    const trigger = page.getByRole('navigation', { name: '主导航' }).getByRole('button', {
      name: '关于我们',
    });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  }
  // The search index is built in a worker of the site's own (worker-src falls back to 'self').
  const worker = page.waitForEvent('worker');
  await page.goto(url('/search?q=%E5%86%B7%E6%9F%9C'));
  expect((await worker).url()).toMatch(SEARCH_WORKER);
  await expect(page.getByRole('main').getByRole('link', { name: /^CC-LG-4D / })).toBeVisible();
  // antd injects its styles at run time (style-src 'unsafe-inline').
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(page.getByRole('dialog').getByText('密码登录', { exact: true })).toBeVisible();
  expect(violations, 'CSP violations').toEqual([]);

  // The check itself works: an injected inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
});
