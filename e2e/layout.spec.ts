import type { Page } from '@playwright/test';
import { loginWithCookie } from './api';
import { expect, gotoReady, isMobile, overlap, test, type Box } from './fixtures';

// Widths between and around the two projects' viewports: phones, tablets, laptops, desktops.
const HEADER_WIDTHS = [320, 375, 414, 768, 900, 1024, 1100, 1280, 1366, 1440, 1920];

/** Every visible control of the header bar (links, buttons, the QR), with its box. */
function headerControls(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header [tabindex="0"]')]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => {
        const rect = el.getBoundingClientRect();
        return {
          name: (el.textContent || el.querySelector('img')?.alt || el.tagName).trim(),
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
        };
      }),
  );
}

test.describe('layout across widths', () => {
  // Each test sets its own viewport sizes, so one project is enough.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'sets its own widths');
  });

  for (const account of ['anonymous', 'logged in'] as const) {
    test(`header controls fit side by side at every width (${account})`, async ({ page }) => {
      if (account === 'logged in') await loginWithCookie(page);
      for (const width of HEADER_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await gotoReady(page, '/about');
        const expected = account === 'logged in' ? '退出登录' : '登录/注册';
        await expect(
          page.getByRole('banner').getByRole('button', { name: expected }),
        ).toBeVisible();
        const controls = await headerControls(page);
        expect(controls.length, `controls at ${width}px`).toBeGreaterThanOrEqual(3);
        for (const box of controls) {
          expect(box.left, `${box.name} at ${width}px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} at ${width}px`).toBeLessThanOrEqual(width);
          // One line of text: a label that wraps ("菜 / 单") makes the control taller than the bar.
          expect(box.bottom - box.top, `${box.name} height at ${width}px`).toBeLessThanOrEqual(72);
        }
        for (const [i, a] of controls.entries()) {
          for (const b of controls.slice(i + 1)) {
            expect(overlap(a, b), `${a.name} overlaps ${b.name} at ${width}px`).toBe(false);
          }
        }
        if (width >= 1366) {
          // The bar lines up with the content column: logo over its left edge, last control at its right.
          const column = (await page.locator('main .container').first().boundingBox())!;
          const lefts = controls.map((c) => c.left);
          const rights = controls.map((c) => c.right);
          expect(Math.abs(Math.min(...lefts) - column.x), `left edge at ${width}px`).toBeLessThan(
            1,
          );
          expect(
            Math.abs(Math.max(...rights) - (column.x + column.width)),
            `right edge at ${width}px`,
          ).toBeLessThan(1);
        }
      }
    });
  }

  test('the floating side bar leaves the content column clear on wide screens', async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1366, 1440, 1480, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/qualification');
      const { barLeft, contentRight } = await page.evaluate(() => ({
        barLeft: document.querySelector('aside[aria-label="侧边导航"]')!.getBoundingClientRect()
          .left,
        contentRight: Math.max(
          ...[...document.querySelectorAll('main .container')].map(
            (el) => el.getBoundingClientRect().right,
          ),
        ),
      }));
      expect(contentRight, `content at ${width}px`).toBeGreaterThan(width / 2);
      expect(barLeft, `side bar at ${width}px`).toBeGreaterThan(contentRight);
    }
  });
});
