// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pinchView, type FingerPair } from './pinch';
import { MAX_ZOOM, type PlanView, type Point } from './plan-view';

/** The plan point a view shows at a point of the drawing. */
const planPoint = (view: PlanView, at: Point): Point => ({
  x: (at.x - view.tx) / view.k,
  y: (at.y - view.ty) / view.k,
});
const mid = ([a, b]: FingerPair): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

describe('pinchView', () => {
  it('zooms by the change of spread about the midpoint, whose plan point stays put', () => {
    const view = { k: 1.5, tx: -400, ty: -250 };
    const start: FingerPair = [
      { x: 3000, y: 2000 },
      { x: 4000, y: 2000 },
    ];
    const now: FingerPair = [
      { x: 2500, y: 2000 },
      { x: 4500, y: 2000 },
    ];
    const next = pinchView(start, now, view);
    expect(next.k).toBeCloseTo(3);
    const before = planPoint(view, mid(start));
    const after = planPoint(next, mid(now));
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('keeps the plan point under the fingers when they spread and move together', () => {
    const view = { k: 2, tx: -1000, ty: -500 };
    const start: FingerPair = [
      { x: 1000, y: 1000 },
      { x: 1000, y: 2000 },
    ];
    const now: FingerPair = [
      { x: 1600, y: 700 },
      { x: 1600, y: 2200 },
    ];
    const next = pinchView(start, now, view);
    expect(next.k).toBeCloseTo(3);
    expect(planPoint(next, mid(now)).x).toBeCloseTo(planPoint(view, mid(start)).x);
    expect(planPoint(next, mid(now)).y).toBeCloseTo(planPoint(view, mid(start)).y);
  });

  it('clamps the zoom to 1..MAX_ZOOM, still about the midpoint', () => {
    const view = { k: 4, tx: -6000, ty: -4000 };
    const close: FingerPair = [
      { x: 3900, y: 3000 },
      { x: 4100, y: 3000 },
    ];
    const wide: FingerPair = [
      { x: 1000, y: 3000 },
      { x: 7000, y: 3000 },
    ];
    const zoomedIn = pinchView(close, wide, view);
    expect(zoomedIn.k).toBe(MAX_ZOOM);
    expect(planPoint(zoomedIn, mid(wide)).x).toBeCloseTo(planPoint(view, mid(close)).x);
    const zoomedOut = pinchView(wide, close, view);
    expect(zoomedOut.k).toBe(1);
    expect(planPoint(zoomedOut, mid(close)).y).toBeCloseTo(planPoint(view, mid(wide)).y);
  });

  it('only pans when the spread is unchanged', () => {
    const view = { k: 2.5, tx: -700, ty: -300 };
    const start: FingerPair = [
      { x: 2000, y: 1000 },
      { x: 3000, y: 1500 },
    ];
    const now: FingerPair = [
      { x: 1800, y: 1300 },
      { x: 2800, y: 1800 },
    ];
    const next = pinchView(start, now, view);
    expect(next.k).toBe(2.5);
    expect(next.tx).toBeCloseTo(view.tx - 200);
    expect(next.ty).toBeCloseTo(view.ty + 300);
  });

  it('leaves the zoom alone when both fingers start on one spot', () => {
    const spot = { x: 500, y: 500 };
    const next = pinchView([spot, spot], [spot, { x: 900, y: 500 }], { k: 2, tx: 0, ty: 0 });
    expect(next.k).toBe(2);
    expect(Number.isFinite(next.tx)).toBe(true);
  });
});
