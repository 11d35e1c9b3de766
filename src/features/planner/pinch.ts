import { clampZoom, planPoint, type PlanView, type Point } from './plan-view';

/** Two fingers, in the unzoomed drawing's units. */
export type FingerPair = readonly [Point, Point];

const midpoint = ([a, b]: FingerPair): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const spread = ([a, b]: FingerPair) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * The view after two fingers went from `start` to `now`, from the view they started on: the zoom
 * follows their spread (within 1..MAX_ZOOM) and the plan point under their first midpoint stays
 * under their midpoint, so moving both fingers together pans. Computed from the start every time,
 * not step by step, so rounding never drifts and the clamp never eats part of a gesture.
 */
export function pinchView(start: FingerPair, now: FingerPair, view: PlanView): PlanView {
  const from = spread(start);
  const k = clampZoom(from > 0 ? (view.k * spread(now)) / from : view.k);
  const held = planPoint(view, midpoint(start));
  const after = midpoint(now);
  return { k, tx: after.x - held.x * k, ty: after.y - held.y * k };
}
