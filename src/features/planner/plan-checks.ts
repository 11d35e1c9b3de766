import type { PlanLayout } from '@/contract';
import { footprint, gapBetween, insideRoom, overlaps, type Size } from './geometry';
import { unitLabels } from './unit-labels';

/** Narrower than this between two units, a cook cannot pass or open a door (mm). */
export const MIN_AISLE_MM = 900;

export type Problem =
  | { kind: 'outside'; unit: number }
  | { kind: 'overlap'; units: [number, number] }
  | { kind: 'gap'; units: [number, number]; gapMm: number };

/**
 * What is wrong with a layout, in the planner's live status: units outside the room, units that
 * overlap, and units apart by more than 0 and less than 900 mm (touching units form a line and
 * are fine). Units are referred to by their index in the layout.
 */
export function planProblems(layout: PlanLayout, sizeOf: (model: string) => Size): Problem[] {
  const rects = layout.items.map((item) => footprint(item, sizeOf(item.model)));
  const outside: Problem[] = [];
  const overlapping: Problem[] = [];
  const narrow: Problem[] = [];
  rects.forEach((rect, i) => {
    if (!insideRoom(rect, layout.room)) outside.push({ kind: 'outside', unit: i });
    for (let j = i + 1; j < rects.length; j++) {
      const other = rects[j]!;
      if (overlaps(rect, other)) overlapping.push({ kind: 'overlap', units: [i, j] });
      else {
        const gapMm = gapBetween(rect, other);
        if (gapMm > 0 && gapMm < MIN_AISLE_MM) narrow.push({ kind: 'gap', units: [i, j], gapMm });
      }
    }
  });
  return [...outside, ...overlapping, ...narrow];
}

/** The status line of a problem (UI contract, "Kitchen planner"). */
export function problemText(problem: Problem, layout: PlanLayout): string {
  const labels = unitLabels(layout.items);
  switch (problem.kind) {
    case 'outside':
      return `${labels[problem.unit]} 超出房间`;
    case 'overlap':
      return `${labels[problem.units[0]]} 与 ${labels[problem.units[1]]} 重叠`;
    case 'gap':
      return `${labels[problem.units[0]]} 与 ${labels[problem.units[1]]} 间距不足 ${MIN_AISLE_MM} mm`;
  }
}

/** The status of a layout with units and no problem (UI contract, "Kitchen planner"). */
export const NO_PROBLEM_TEXT = '布局无冲突';

/** The status of a room with no unit placed: nothing to be free of conflicts yet. */
export const EMPTY_PLAN_TEXT = '尚未放置设备';
