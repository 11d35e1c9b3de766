import type { DimensionsMm } from '@/content/catalogue/types';

/** A rectangle in millimetres on the drawing sheet, y down (SVG's convention). */
export interface SheetRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A dimension line: from–to along one axis, offset from the outline, with its value in mm. */
export interface Dimension {
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** The value printed on the line. */
  mm: number;
  /** Which way the text reads: along a horizontal or a vertical line. */
  axis: 'x' | 'y';
}

export interface OrthographicSheet {
  width: number;
  height: number;
  front: SheetRect;
  side: SheetRect;
  dimensions: Dimension[];
  /** Where each view's name goes, under it. */
  labels: { text: string; x: number; y: number }[];
}

/**
 * Front (width × height) and side (depth × height) views side by side, to true scale, with the
 * width, depth and height dimensioned in mm: the 尺寸图 of a model page, from its typed dimensions.
 * Margins scale with the model so a 400 mm purifier and a 2 m stove read alike.
 */
export function orthographicSheet({ width, depth, height }: DimensionsMm): OrthographicSheet {
  const unit = Math.max(width, depth, height) / 12;
  const margin = unit * 2.2;
  const gap = unit * 3;
  const offset = unit * 0.9;
  const front: SheetRect = { x: margin, y: margin * 0.6, width, height };
  const side: SheetRect = { x: margin + width + gap, y: front.y, width: depth, height };
  const base = front.y + height + offset;
  return {
    width: side.x + depth + margin * 0.6,
    height: base + margin * 1.3,
    front,
    side,
    dimensions: [
      { axis: 'x', mm: width, from: { x: front.x, y: base }, to: { x: front.x + width, y: base } },
      { axis: 'x', mm: depth, from: { x: side.x, y: base }, to: { x: side.x + depth, y: base } },
      {
        axis: 'y',
        mm: height,
        from: { x: front.x - offset, y: front.y },
        to: { x: front.x - offset, y: front.y + height },
      },
    ],
    labels: [
      { text: '正视图', x: front.x + width / 2, y: base + margin },
      { text: '侧视图', x: side.x + depth / 2, y: base + margin },
    ],
  };
}
