import { useCallback, useState } from 'react';

/** Zoom and pan of the plan: the drawing shows at `k` times, shifted by (tx, ty) room units. */
export interface PlanView {
  k: number;
  tx: number;
  ty: number;
}

export const MAX_ZOOM = 8;
const FIT: PlanView = { k: 1, tx: 0, ty: 0 };

/** Keeps the room covering the view: no panning past its walls, no zooming out past the whole room. */
export function clampView(view: PlanView, width: number, depth: number): PlanView {
  const k = Math.min(MAX_ZOOM, Math.max(1, view.k));
  const clamp = (t: number, extent: number) => Math.min(0, Math.max(extent - extent * k, t));
  return { k, tx: clamp(view.tx, width), ty: clamp(view.ty, depth) };
}

/** The view state with zoom about a point (room units of the unzoomed view) and pan. */
export function usePlanView(width: number, depth: number) {
  const [view, setView] = useState<PlanView>(FIT);
  const zoomAbout = useCallback(
    (factor: number, at: { x: number; y: number }) =>
      setView((v) =>
        clampView(
          {
            k: v.k * factor,
            tx: at.x - (at.x - v.tx) * factor,
            ty: at.y - (at.y - v.ty) * factor,
          },
          width,
          depth,
        ),
      ),
    [width, depth],
  );
  const panBy = useCallback(
    (dx: number, dy: number) =>
      setView((v) => clampView({ ...v, tx: v.tx + dx, ty: v.ty + dy }, width, depth)),
    [width, depth],
  );
  const reset = useCallback(() => setView(FIT), []);
  // A zoom factor that the clamp would undo at either end is still applied: the clamp keeps it sane.
  return { view: clampView(view, width, depth), zoomAbout, panBy, reset };
}
