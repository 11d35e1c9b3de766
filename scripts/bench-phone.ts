// What the browser benchmarks share: a `vite preview` of a build, and issue 22's slow-phone profile
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower) applied through CDP.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** The benchmark's command-line arguments (after `npm run bench:… --`). */
export const ARGS = process.argv.slice(2);

/** The value given after `name` on the command line (`--runs 5`), else `fallback`. */
export const option = <T extends string | number | null>(name: string, fallback: T): string | T =>
  ARGS.includes(name) ? (ARGS[ARGS.indexOf(name) + 1] ?? fallback) : fallback;

/** Serves a build folder on a port; resolves once vite preview listens. */
export function serve(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Local')) resolve(server);
    });
  });
}

/** Slows a page's network and CPU to the phone of issue 22. */
export async function slowPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** A screen the benchmarks visit on, in CSS pixels; `touch` for a phone. */
export interface Screen {
  width: number;
  height: number;
  touch: boolean;
}

/** Issue 22's phone screen: 375 × 812 CSS px, touch, twice the pixels. */
export const PHONE: Screen = { width: 375, height: 812, touch: true };

/** A fresh context and page on `screen` (the phone unless given), slowed to the profile. */
export async function slowPage(browser: Browser, screen: Screen = PHONE) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    hasTouch: screen.touch,
    isMobile: screen.touch,
    deviceScaleFactor: screen.touch ? 2 : 1,
  });
  // tsx compiles these scripts with esbuild's keepNames, which wraps each named function in
  // __name(fn, 'name'): a function handed to the page (init scripts, evaluate) calls it there.
  await context.addInitScript('globalThis.__name ??= (target) => target;');
  const page = await context.newPage();
  const cdp = await slowPhone(context, page);
  return { context, page, cdp };
}

/**
 * What the page reports by calling window[name](value), as a function returning a promise of it
 * that rejects after `ms`. A binding (page.exposeFunction), because polling with
 * page.waitForFunction loads Playwright's injected script into the page: about 40 ms of a slow
 * phone's main thread in the middle of its load, which no visitor's phone runs.
 */
export async function pageSignal<T = unknown>(
  page: Page,
  name: string,
  ms: number,
): Promise<() => Promise<T>> {
  let settle: (value: T) => void = () => {};
  const signal = new Promise<T>((resolve) => (settle = resolve));
  await page.exposeFunction(name, (value: T) => settle(value));
  return () =>
    Promise.race<T>([
      signal,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no ${name}`)), ms).unref(),
      ),
    ]);
}

/** What readyMark adds to the page's window. */
export type BenchWindow = Window & { __readyAt?: number };

/**
 * An init script (page.addInitScript, before the page's own scripts): when the app sets the
 * hydration mark (html[data-ready]), records the time in window.__readyAt and fires a 'bench-ready'
 * event on window, at once rather than at the next frame.
 */
export function readyMark(): void {
  const watch = () =>
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.ready !== 'true') return;
      (window as BenchWindow).__readyAt = performance.now();
      observer.disconnect();
      window.dispatchEvent(new Event('bench-ready'));
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
}

/** The median of the values that are not null (null when none). */
export const median = (values: readonly (number | null | undefined)[]): number | null => {
  const sorted = values.filter((v): v is number => v != null).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};

/**
 * How fast this machine runs a fixed loop now, in ms (less is faster). The CPU throttle slows the
 * page relative to the machine, so on a shared machine in a busy hour every figure reads slower:
 * the benchmarks print this before and after, and docs/benchmarks.md says what a quiet hour reads.
 */
export function machineLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i += 1) sum += i % 7;
  if (sum < 0) throw new Error('unreachable');
  return Math.round(performance.now() - started);
}
