import type { Page } from '@playwright/test';
import type { Box } from './fixtures';

/** Boxes of the visible text and controls of the page (not the fixed bars themselves). */
export function contentBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const skip = 'aside[aria-label="侧边导航"], nav[aria-label="快捷联系"], header';
    // On a phone the 快捷联系 bar covers what scrolls under it: only what lies above it shows.
    const bar = document.querySelector('nav[aria-label="快捷联系"]')?.getBoundingClientRect();
    const shownBottom = bar && bar.height > 0 ? bar.top : innerHeight;
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(skip)) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.closest('[aria-hidden="true"]')) continue;
      if (
        style.position === 'fixed' ||
        parent.closest('aside[aria-label="对比栏"], [data-testid="env-badge"]')
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue;
        if (r.bottom < 0 || r.top >= shownBottom) continue;
        const bottom = Math.min(r.bottom, shownBottom);
        boxes.push({
          name: node.textContent.trim().slice(0, 20),
          left: r.left,
          right: r.right,
          top: r.top,
          bottom,
        });
      }
    }
    for (const el of document.querySelectorAll<HTMLElement>(
      'main a, main button, main input, footer a',
    )) {
      if (el.closest(skip)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.bottom < 0 || r.top >= shownBottom) continue;
      const bottom = Math.min(r.bottom, shownBottom);
      boxes.push({ name: el.tagName, left: r.left, right: r.right, top: r.top, bottom });
    }
    return boxes;
  });
}
