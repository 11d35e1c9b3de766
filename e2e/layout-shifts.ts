import type { Page } from '@playwright/test';

/** A layout shift the page reported: its score, when (ms after navigation) and what moved. */
export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** From the next navigation on, the page keeps every layout shift it reports. Call once a page. */
export const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        shifts.push({
          value: entry.value,
          at: entry.startTime,
          // What moved, and from where to where: enough to tell a reflow from a late picture.
          sources: (entry.sources ?? []).map(
            (source) =>
              `${
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                  : String(source.node?.nodeName)
              } ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/**
 * The shifts reported at or after `since` (ms after navigation), two frames on, so that a shift of
 * the last commit has been reported too.
 */
export async function shiftsSince(page: Page, since = 0): Promise<Shift[]> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(
    (from) => (window as unknown as { shifts: Shift[] }).shifts.filter((s) => s.at >= from),
    since,
  );
}
