/**
 * The strokes a view of a 尺寸图 draws inside its outline, in mm from the outline's top left
 * corner (y down): panels, doors, glass, knobs, lines. Shared by the front and side views.
 */
export type Mark =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Fill }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'circle'; cx: number; cy: number; r: number };
export type Fill = 'panel' | 'glass' | 'dark';

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: Fill = 'panel',
): Mark => ({ kind: 'rect', x, y, width, height, fill });

export const line = (x1: number, y1: number, x2: number, y2: number): Mark => ({
  kind: 'line',
  x1,
  y1,
  x2,
  y2,
});

export const circle = (cx: number, cy: number, r: number): Mark => ({ kind: 'circle', cx, cy, r });

/** `count` equal cells across [x, x + width], each inset by `gap`. */
export const cells = (x: number, width: number, count: number, gap: number) =>
  Array.from({ length: count }, (_, i) => {
    const w = width / count;
    return { x: x + i * w + gap, width: w - 2 * gap };
  });

/** Horizontal slats: a vent or a grille. */
export const louvres = (x: number, y: number, width: number, height: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const ly = y + (height / (count + 1)) * (i + 1);
    return line(x, ly, x + width, ly);
  });

/** The height of the feet under a tall unit (none under a low one), mm. */
export const footOf = (height: number) => (height > 600 ? Math.min(120, height * 0.07) : 0);
