import { test as base, expect } from '@playwright/test';
import { API, apiBase } from './api';

/**
 * Every test fails on an uncaught page error. In a project whose metadata names another API (the
 * `minimal` backend profile), the page's calls to the build's API go there instead.
 */
export const test = base.extend<{ pageErrors: string[]; backend: string }>({
  backend: [
    async ({ context }, use) => {
      const api = apiBase();
      if (api !== API)
        await context.route(`${API}/**`, (route) =>
          route.continue({ url: api + route.request().url().slice(API.length) }),
        );
      await use(api);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (projectName: string) => projectName === 'mobile';

/** A box on screen, for overlap checks. */
export interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A Playwright bounding box as a Box. */
export const toBox = (
  name: string,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
): Box => ({
  name,
  left: x,
  right: x + width,
  top: y,
  bottom: y + height,
});

/** Whether two boxes share more than `tolerance` px both across and down. */
export const overlap = (a: Box, b: Box, tolerance = 1) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;

/**
 * The model numbers (CC-…-…) in the text under `root`, and those a line break cuts (browsers may
 * break after a dash).
 */
export function modelNumberLines(root: import('@playwright/test').Locator) {
  return root.evaluate((element) => {
    const checked: string[] = [];
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/CC-[A-Z0-9]+-[A-Z0-9]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        checked.push(match[0]);
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return { checked, broken };
  });
}

/** A model's 对比 box (series tables, model pages, related models). */
export const compareBox = (page: import('@playwright/test').Page, model: string) =>
  page.getByRole('checkbox', { name: `对比 ${model}`, exact: true }).first();

/** Opens a URL and waits until the prerendered page has hydrated (RootLayout sets html[data-ready]). */
export async function gotoReady(page: import('@playwright/test').Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

/** The search index's worker script as built (src/features/search/search-worker.ts). */
export const SEARCH_WORKER = /\/assets\/search-worker-[\w-]+\.js$/;

/** Waits for the app's hydration mark (html[data-ready]), set once the page has hydrated. */
export const hydrated = (page: import('@playwright/test').Page) =>
  page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

/**
 * Waits until the parts hydrated after the ready mark (the footer, sections below the first screen:
 * src/components/ui/hydrate-later.tsx) are hydrated too: every link, button and field in #root
 * carries React's props.
 */
export async function waitAllHydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root a, #root button, #root input')].every((el) =>
      Object.keys(el).some((key) => key.startsWith('__reactProps$')),
    ),
  );
}

/**
 * Waits until the login dialog shows 密码登录 and its opening animation has ended: a click while
 * the dialog still zooms in can miss the control it aims at.
 */
export async function settleLoginDialog(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('密码登录', { exact: true })).toBeVisible();
  // The dialog itself, not the plain frame that stands in for it while antd loads.
  await expect(page.getByText('正在加载…')).toHaveCount(0);
  await expect(page.locator('.ant-modal')).toBeVisible();
  await settleDialog(page);
}

/**
 * Waits until no antd dialog is still zooming or fading in: a click aimed at a control of a
 * dialog that is still growing can land on its wrap, which closes it.
 */
export async function settleDialog(page: import('@playwright/test').Page) {
  await expect(
    page.locator('.ant-zoom-enter, .ant-zoom-appear, .ant-fade-enter, .ant-fade-appear'),
  ).toHaveCount(0);
}

/**
 * A link of the footer's columns, shown: on a phone the columns fold (a <details> over each title,
 * src/components/layout/site-footer), so its column is opened first, as a visitor would.
 */
export async function footerLink(page: import('@playwright/test').Page, name: string) {
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name, exact: true }).first();
  // Folded, the link is hidden: its column is found with hidden links counted.
  const folded = page.getByRole('link', { name, exact: true, includeHidden: true });
  const fold = footer.locator('section').filter({ has: folded }).locator('details');
  if (await fold.isVisible()) {
    // Opened until it stays open: on a page still settling (held pictures, fonts) a click aimed at
    // the title once landed beside it, in one CI run.
    await expect(async () => {
      if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  return link;
}

/** Clicks the header's 登录/注册 and waits for the settled dialog. */
export async function openLoginDialog(page: import('@playwright/test').Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录/注册' }).click();
  await settleLoginDialog(page);
}

/** Opens a URL (/home unless named), waits for it to hydrate and opens the settled login dialog. */
export async function openLoginAt(page: import('@playwright/test').Page, url = '/home') {
  await gotoReady(page, url);
  await openLoginDialog(page);
}

/** The line saves data (Save-Data, Chromium's lite mode). */
export { saveDataLine as savingData } from '../scripts/save-data-line.ts';
