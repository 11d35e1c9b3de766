import { useCallback, useState } from 'react';
import { clampView, type PlanView } from './plan-view';

const FIT: PlanView = { k: 1, tx: 0, ty: 0 };

/** The view state with zoom about a point (room units of the unzoomed view), pan and pinch. */
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
  /** A view computed elsewhere (a pinch), kept inside the room. */
  const show = useCallback(
    (next: PlanView) => setView(clampView(next, width, depth)),
    [width, depth],
  );
  const reset = useCallback(() => setView(FIT), []);
  // A zoom factor that the clamp would undo at either end is still applied: the clamp keeps it sane.
  return { view: clampView(view, width, depth), zoomAbout, panBy, show, reset };
}
