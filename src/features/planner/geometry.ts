import type { LayoutItem } from '@/contract';

/** A unit's footprint on the plan, in mm: top-left corner, extent along x (w) and y (d). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  d: number;
}

/** Width × depth of a model as it stands unturned (the catalogue's dimensions). */
export interface Size {
  width: number;
  depth: number;
}

const turnedSideways = (rotation: number) => rotation === 90 || rotation === 270;

/** The footprint of a placed unit: turned a quarter, its width runs along y. */
export function footprint(item: Pick<LayoutItem, 'x' | 'y' | 'rotation'>, size: Size): Rect {
  const sideways = turnedSideways(item.rotation);
  return {
    x: item.x,
    y: item.y,
    w: sideways ? size.depth : size.width,
    d: sideways ? size.width : size.depth,
  };
}

/** The position that turns a unit 90° clockwise about its centre (whole millimetres). */
export function turnedAboutCentre(item: LayoutItem, size: Size): LayoutItem {
  const before = footprint(item, size);
  const rotation = ((item.rotation + 90) % 360) as LayoutItem['rotation'];
  const after = footprint({ ...item, rotation }, size);
  return {
    ...item,
    rotation,
    x: Math.round(before.x + (before.w - after.w) / 2),
    y: Math.round(before.y + (before.d - after.d) / 2),
  };
}

/** How far two footprints overlap along x and along y (negative: the gap between them). */
function overlapAlong(a: Rect, b: Rect) {
  return {
    x: Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x),
    y: Math.min(a.y + a.d, b.y + b.d) - Math.max(a.y, b.y),
  };
}

/** True when the two footprints share some area (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  const along = overlapAlong(a, b);
  return along.x > 0 && along.y > 0;
}

/** The shortest distance between two footprints in mm: 0 when they touch or overlap. */
export function gapBetween(a: Rect, b: Rect): number {
  const along = overlapAlong(a, b);
  const dx = Math.max(0, -along.x);
  const dy = Math.max(0, -along.y);
  return Math.hypot(dx, dy);
}

/** True when the footprint lies wholly inside a room of this width and depth. */
export function insideRoom(rect: Rect, room: { width: number; depth: number }): boolean {
  return (
    rect.x >= 0 && rect.y >= 0 && rect.x + rect.w <= room.width && rect.y + rect.d <= room.depth
  );
}

/**
 * The side a cook works from (doors, knobs, the open well): unturned it faces the bottom of the
 * plan; each quarter turn clockwise moves it round (90° faces left, 180° up, 270° right).
 */
export function frontEdge(rect: Rect, rotation: number) {
  const { x, y, w, d } = rect;
  switch (rotation) {
    case 90:
      return { from: { x, y }, to: { x, y: y + d } };
    case 180:
      return { from: { x, y }, to: { x: x + w, y } };
    case 270:
      return { from: { x: x + w, y }, to: { x: x + w, y: y + d } };
    default:
      return { from: { x, y: y + d }, to: { x: x + w, y: y + d } };
  }
}
