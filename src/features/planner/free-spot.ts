import type { PlanLayout } from '@/contract';
import { footprint, gapBetween, insideRoom, overlaps, type Size } from './geometry';
import { MIN_AISLE_MM } from './plan-checks';

/**
 * Where `放置` puts a new unit: the first spot, top row first, left to right, that is inside the
 * room and touches or keeps a full aisle from every unit already there. Candidate corners are the
 * walls, the far sides of placed units (a line along the wall) and a full aisle beyond them (a
 * row facing the first, never back to a unit's working side). Without one, the top-left
 * corner: the status then names the conflict for the buyer to resolve.
 */
export function freeSpot(layout: PlanLayout, size: Size, sizeOf: (model: string) => Size) {
  const placed = layout.items.map((item) => footprint(item, sizeOf(item.model)));
  const xs = new Set([0]);
  const ys = new Set([0]);
  for (const r of placed) {
    xs.add(r.x + r.w);
    xs.add(r.x + r.w + MIN_AISLE_MM);
    ys.add(r.y + r.d + MIN_AISLE_MM);
  }
  const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);
  for (const y of sorted(ys)) {
    for (const x of sorted(xs)) {
      const rect = { x, y, w: size.width, d: size.depth };
      if (!insideRoom(rect, layout.room)) continue;
      const fits = placed.every((other) => {
        if (overlaps(rect, other)) return false;
        const gap = gapBetween(rect, other);
        return gap === 0 || gap >= MIN_AISLE_MM;
      });
      if (fits) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}
