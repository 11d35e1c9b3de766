import type { Page } from '@playwright/test';
import { toBox, type Box } from './fixtures';

// What phone-layout.spec.ts measures in the page: the header's parts, the menu's shade, the text
// under a box.

/** The header's brand parts and each visible control, as boxes. */
export async function headerParts(page: Page) {
  const banner = page.getByRole('banner');
  const brand = banner.getByRole('link', { name: '澄川厨装' });
  const mark = brand.locator('svg');
  const word = brand.getByText('澄川厨装', { exact: true });
  const controls: Box[] = [];
  for (const name of ['获取报价', '搜索', '登录/注册', '客户中心', '退出登录', '菜单']) {
    const found = banner.getByRole(name === '获取报价' || name === '客户中心' ? 'link' : 'button', {
      name,
      exact: true,
    });
    if ((await found.count()) === 0 || !(await found.first().isVisible())) continue;
    controls.push(toBox(name, (await found.first().boundingBox())!));
  }
  return {
    mark: toBox('mark', (await mark.boundingBox())!),
    word: toBox('wordmark', (await word.boundingBox())!),
    controls,
  };
}

/** The open menu's backdrop: what is drawn at points below the panel, and how it is drawn. */
export function shade(page: Page) {
  return page.evaluate(() => {
    const panel = document.getElementById('site-menu')!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    // The viewport without a classic scrollbar, if the browser draws one.
    const { clientWidth: innerWidth, clientHeight: innerHeight } = document.documentElement;
    const points = [
      [innerWidth / 2, (panel.bottom + innerHeight) / 2],
      [8, innerHeight - 8],
      [innerWidth - 8, innerHeight - 8],
    ] as const;
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
    const backdrop = hits[0]!;
    const style = getComputedStyle(backdrop);
    const rect = backdrop.getBoundingClientRect();
    return {
      sameElement: hits.every((hit) => hit === backdrop),
      inHeader: backdrop.closest('header') !== null,
      alpha: Number(/rgba?\((?:[^,]+,){3}\s*([\d.]+)\)/.exec(style.backgroundColor)?.[1] ?? 1),
      color: style.backgroundColor,
      clipPath: style.clipPath,
      covers: {
        top: Math.round(rect.top - header.bottom),
        left: rect.left,
        right: Math.round(innerWidth - rect.right),
        bottom: Math.round(innerHeight - rect.bottom),
      },
      panelOver: panel.bottom > header.bottom,
    };
  });
}

/**
 * The page's text whose shown part shares pixels with `box`: each text node's lines, less what
 * a scrolling box clips away (the planner's model list scrolls inside its own box), but for the
 * badge's own words and the fixed bars'.
 */
export function textUnder(page: Page, box: Box) {
  return page.evaluate((badge) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('[data-testid="env-badge"], header, nav[aria-label="快捷联系"], aside'))
        continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        let { left, right, top, bottom } = rect;
        for (let el: Element | null = parent; el; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = el.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        const across = Math.min(right, badge.right) - Math.max(left, badge.left);
        const down = Math.min(bottom, badge.bottom) - Math.max(top, badge.top);
        if (right - left > 0 && bottom - top > 0 && across > 0 && down > 0)
          found.push(node.textContent.trim().slice(0, 20));
      }
    }
    return found;
  }, box);
}
