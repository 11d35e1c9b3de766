import type { Rect } from './geometry';

/** A dragged unit jumps to a wall or a neighbour's edge closer than this (mm). */
const SNAP_MM = 50;

/** The nearest candidate within the tolerance, or the value itself. */
function nearest(value: number, candidates: number[], tolerance: number): number {
  let best = value;
  let bestDistance = tolerance + 1;
  for (const candidate of candidates) {
    const distance = Math.abs(candidate - value);
    if (distance <= tolerance && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Where a dragged footprint settles: each axis on its own jumps to the nearest wall, to a
 * neighbour's side (touching it) or to a neighbour's edge line (aligned with it), within the
 * tolerance; otherwise it stays where the pointer put it.
 */
export function snapPosition(
  rect: Rect,
  others: readonly Rect[],
  room: { width: number; depth: number },
  tolerance = SNAP_MM,
): { x: number; y: number } {
  const xs = [0, room.width - rect.w];
  const ys = [0, room.depth - rect.d];
  for (const o of others) {
    xs.push(o.x + o.w, o.x - rect.w, o.x, o.x + o.w - rect.w);
    ys.push(o.y + o.d, o.y - rect.d, o.y, o.y + o.d - rect.d);
  }
  return { x: nearest(rect.x, xs, tolerance), y: nearest(rect.y, ys, tolerance) };
}
