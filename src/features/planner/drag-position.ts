import type { PlanLayout } from '@/contract';
import { footprint } from './geometry';
import { modelSize } from './model-size';
import type { Point } from './plan-view';
import { snapPosition } from './snap';

/** Where a dragged unit goes when the pointer asks for `wanted`: snapped, and never lost. */
export function dragPosition(layout: PlanLayout, index: number, wanted: Point): Point | null {
  const item = layout.items[index];
  if (!item) return null;
  const moved = footprint({ ...item, ...wanted }, modelSize(item.model));
  const others = layout.items
    .filter((_, i) => i !== index)
    .map((other) => footprint(other, modelSize(other.model)));
  const snapped = snapPosition(moved, others, layout.room);
  // At least half of the unit stays over the room.
  return {
    x: Math.min(layout.room.width - moved.w / 2, Math.max(-moved.w / 2, snapped.x)),
    y: Math.min(layout.room.depth - moved.d / 2, Math.max(-moved.d / 2, snapped.y)),
  };
}
