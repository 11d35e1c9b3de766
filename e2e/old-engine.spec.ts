// The production build in a real Chromium 92 (@sparticuz/chromium ships the binary in its npm
// package; puppeteer-core 10 is the driver of that era): the engine of many Android vendor
// browsers, QQ/UC/360 kernels and older WeChat WebViews. Playwright cannot drive a browser this
// old, so the spec drives it with puppeteer and uses Playwright only as the test runner.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildArgs } from '../scripts/build-command.ts';
import { expect, test } from './fixtures';
import { freePort } from './free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = 'dist-old-engine';
const PAGES = ['/home', '/product?ctype=lenggui', '/case', '/contact'];

let origin = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
/** Only the worker that built the files removes them (the mobile project's worker skips). */
let built = false;

test.describe.configure({ mode: 'default', timeout: 60_000 });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one run: the spec sets its own widths');
  testInfo.setTimeout(180_000);
  built = true;
  await promisify(execFile)(process.execPath, buildArgs('production', DIST), {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', DIST, '--port', String(port)],
    { cwd: ROOT, stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${origin}/home`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await puppeteer.launch({
    executablePath: await chromium.executablePath,
    // Not chromium.args: those are tuned for AWS Lambda (and turn web security off).
    args: [
      '--no-sandbox',
      '--no-zygote',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--hide-scrollbars',
    ],
    headless: true,
  });
  expect(await browser.version()).toMatch(/Chrome\/92\./);
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (built) rmSync(`${ROOT}/${DIST}`, { recursive: true, force: true });
});

for (const width of [375, 1366]) {
  for (const path of PAGES) {
    test(`Chromium 92 at ${width} px: ${path} lays out, hydrates and opens the login dialog`, async () => {
      const page = await browser!.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.setViewport({ width, height: width < 800 ? 812 : 768, isMobile: width < 800 });
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      const menuVisible = await page.evaluate(() => {
        const menu = [...document.querySelectorAll('header button')].find(
          (b) => b.textContent?.trim() === '菜单',
        );
        const box = menu?.getBoundingClientRect();
        return Boolean(box && box.width > 0 && box.right <= window.innerWidth);
      });
      expect(menuVisible, '菜单 button on screen').toBe(width < 1024);

      const login = await page.evaluateHandle(() =>
        [...document.querySelectorAll('header button')].find(
          (b) => b.textContent?.trim() === '登录/注册',
        ),
      );
      await (login as unknown as { click: () => Promise<void> }).click();
      await page.waitForSelector('[role="dialog"]', { visible: true, timeout: 15_000 });
      // antd zooms the dialog in: wait until it stands at full size inside the screen.
      const onScreen = await page
        .waitForFunction(
          (min: number) => {
            const box = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
            return box.width > min && box.left >= 0 && box.right <= window.innerWidth + 1;
          },
          { timeout: 10_000 },
          width < 800 ? 300 : 700,
        )
        .then(
          () => true,
          () => false,
        );
      expect(onScreen, 'the login dialog at full size inside the screen').toBe(true);
      expect(errors, 'page errors').toEqual([]);
      await page.close();
    });
  }
}
