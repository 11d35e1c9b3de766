/** Zoom and pan of the plan: the drawing shows at `k` times, shifted by (tx, ty) room units. */
export interface PlanView {
  k: number;
  tx: number;
  ty: number;
}

/** A point of the drawing, in its units (mm of the room at zoom 1). */
export interface Point {
  x: number;
  y: number;
}

/** The room point a view shows at a point of the unzoomed drawing. */
export const planPoint = ({ k, tx, ty }: PlanView, at: Point): Point => ({
  x: (at.x - tx) / k,
  y: (at.y - ty) / k,
});

export const MAX_ZOOM = 8;

export const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(1, k));

/** Keeps the room covering the view: no panning past its walls, no zooming out past the whole room. */
export function clampView(view: PlanView, width: number, depth: number): PlanView {
  const k = clampZoom(view.k);
  const clamp = (t: number, extent: number) => Math.min(0, Math.max(extent - extent * k, t));
  return { k, tx: clamp(view.tx, width), ty: clamp(view.ty, depth) };
}
