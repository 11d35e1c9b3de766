import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-bidi';
import WebDriver from 'webdriver';
import { freePort } from '../e2e/free-port';

/**
 * One browser of another engine, driven the same way whatever drives it: WebKitGTK's MiniBrowser
 * through WebKitWebDriver (W3C WebDriver, the `webdriver` client), Firefox ESR through WebDriver
 * BiDi (Puppeteer, no geckodriver needed). Debian packages both (`.ci/run` installs them).
 */
export interface Engine {
  name: 'webkit' | 'firefox';
  goto(path: string): Promise<void>;
  /** The page's layout viewport in CSS px. */
  size(width: number, height: number): Promise<void>;
  /** Evaluates `expression` in the page (may be an async IIFE); its JSON value. */
  run<T>(expression: string): Promise<T>;
  /** Clicks the first visible element matching the selector (and having exactly this text). */
  click(selector: string, text?: string): Promise<void>;
  /** Types into the first element matching the selector, after focusing it. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key on whatever has the focus. */
  press(key: 'Enter' | 'ArrowRight' | 'ArrowDown' | 'Tab'): Promise<void>;
  shot(file: string): Promise<void>;
  close(): Promise<void>;
}

const SITE = `http://localhost:${process.env.ENGINES_SITE_PORT ?? 4175}`;
/** The same site through engines/hold-proxy.ts, which can hold the app's scripts. */
export const HELD_SITE = `http://localhost:${process.env.ENGINES_HOLD_PORT ?? 4176}`;

/** Marks the element to act on, so WebDriver can find it by a plain CSS selector. */
const markScript = (selector: string, text?: string) => `(() => {
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((el) =>
    visible(el) && (${JSON.stringify(text ?? null)} === null || el.textContent.trim() === ${JSON.stringify(text ?? null)}));
  document.querySelectorAll('[data-engine-target]').forEach((old) => old.removeAttribute('data-engine-target'));
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  el.setAttribute('data-engine-target', '');
  return true;
})()`;

const KEYS = { Enter: '\uE007', ArrowRight: '\uE014', ArrowDown: '\uE015', Tab: '\uE004' } as const;

/** Resolves once the WebDriver server answers its /status (it prints nothing when ready). */
async function serverReady(port: number, process: ChildProcess) {
  for (let i = 0; i < 100 && process.exitCode === null; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not start');
}

export async function openWebKit(): Promise<Engine> {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await serverReady(port, driver);
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    logLevel: 'warn',
    capabilities: {
      browserName: 'MiniBrowser',
      // Commands never wait for a page load (goto below waits itself): a page whose app scripts
      // are held (hold-proxy.ts) never reaches its load event, and WebKit's driver, which treats
      // 'eager' as 'normal', would block every command until it did.
      pageLoadStrategy: 'none',
      // Classic WebDriver: WebKitGTK's driver does not offer BiDi (webSocketUrl).
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    } as WebdriverIO.Capabilities,
  });
  const run = async <T>(expression: string) =>
    (await client.executeScript(`return ${expression}`, [])) as T;
  const target = async (selector: string, text?: string) => {
    if (!(await run<boolean>(markScript(selector, text))))
      throw new Error(`webkit: no ${selector} ${text ?? ''}`);
    const found = await client.findElement('css selector', '[data-engine-target]');
    return Object.values(found)[0] as string;
  };
  return {
    name: 'webkit',
    async goto(path) {
      const url = `${SITE}${path}`;
      // Marks the page being left, so the same URL loaded again is told from it.
      await run('(window.__engineLeft = true)').catch(() => null);
      await client.navigateTo(url);
      await until(
        { name: 'webkit', run },
        `!window.__engineLeft && location.href === ${JSON.stringify(url)} && document.readyState === 'complete'`,
        `${path} loaded`,
      );
    },
    async size(width, height) {
      // The window's frame adds to the viewport: measure it, then size the window around it.
      await client.setWindowRect(0, 0, width + 200, height + 200);
      // WebKitGTK applies a new window size a moment later: read the viewport once it has.
      await until(
        { name: 'webkit', run },
        `innerWidth > ${width} && innerWidth <= ${width + 200} && innerHeight > ${height} && innerHeight <= ${height + 200}`,
        `a window of about ${width + 200} × ${height + 200}`,
      );
      const inner = await run<[number, number]>('[innerWidth, innerHeight]');
      await client.setWindowRect(
        0,
        0,
        width + 200 - (inner[0] - width),
        height + 200 - (inner[1] - height),
      );
    },
    run,
    async click(selector, text) {
      await client.elementClick(await target(selector, text));
    },
    async type(selector, text) {
      await client.elementSendKeys(await target(selector), text);
    },
    async press(key) {
      await client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ]);
    },
    async shot(file) {
      await writeFile(file, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    async close() {
      await client.deleteSession().catch(() => {});
      driver.kill();
    },
  };
}

export async function openFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
  });
  const page = await browser.newPage();
  const run = async <T>(expression: string) => (await page.evaluate(expression)) as T;
  return {
    name: 'firefox',
    async goto(path) {
      await page.goto(`${SITE}${path}`);
    },
    async size(width, height) {
      await page.setViewport({ width, height });
    },
    run,
    async click(selector, text) {
      if (!(await run<boolean>(markScript(selector, text))))
        throw new Error(`firefox: no ${selector} ${text ?? ''}`);
      await page.click('[data-engine-target]');
    },
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async shot(file) {
      await page.screenshot({ path: file });
    },
    async close() {
      await browser.close();
    },
  };
}

/** Waits until `expression` is truthy in the page (polled, like Playwright's expect). */
export async function until<T>(
  engine: Pick<Engine, 'name' | 'run'>,
  expression: string,
  what: string,
  timeoutMs = 15_000,
) {
  const end = Date.now() + timeoutMs;
  let last: T | null = null;
  while (Date.now() < end) {
    // A navigation in flight makes the script fail: that is "not yet".
    last = await engine.run<T>(`Boolean(${expression})`).catch(() => null);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${engine.name}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}
