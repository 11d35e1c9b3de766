import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Serious and critical WCAG 2.2 A/AA violations, summarised for a readable failure.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page for every scan to
 * merge the results of cross-origin frames, and that page alone took about half of each scan
 * (1.6 s → 0.6–0.8 s on /home, same results). Legacy mode skips cross-origin frames, so each scan
 * first checks that the page has none.
 */
export async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  expect(page.frames(), 'frames legacy mode would not scan').toHaveLength(1);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
