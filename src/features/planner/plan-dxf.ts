import type { PlanLayout } from '@/contract';
import { rectangle, type CadDrawing, type CadPoint } from '@/lib/cad/dxf';
import { footprint, frontEdge, type Size } from './geometry';
import { unitLabels } from './unit-labels';

/**
 * The layout as a CAD drawing at 1:1 in mm for the maker's designers: the room's walls, each
 * unit's outline with its working side, the unit's name in it. CAD's y runs up, the plan's down:
 * the room's top wall is at y = depth.
 */
export function planCadDrawing(layout: PlanLayout, sizeOf: (model: string) => Size): CadDrawing {
  const { width, depth } = layout.room;
  const flip = (p: CadPoint): CadPoint => ({ x: p.x, y: depth - p.y });
  const labels = unitLabels(layout.items);
  const units = layout.items.map((item) => ({ item, rect: footprint(item, sizeOf(item.model)) }));
  return {
    layers: [
      { name: 'ROOM', colour: 7 },
      { name: 'UNITS', colour: 5 },
      { name: 'FRONT', colour: 1 },
      { name: 'TEXT', colour: 3 },
    ],
    outlines: [
      { layer: 'ROOM', points: rectangle(0, 0, width, depth) },
      ...units.map(({ rect }) => ({
        layer: 'UNITS',
        points: rectangle(rect.x, depth - rect.y - rect.d, rect.w, rect.d),
      })),
    ],
    lines: units.map(({ item, rect }) => {
      const edge = frontEdge(rect, item.rotation);
      return { layer: 'FRONT', from: flip(edge.from), to: flip(edge.to) };
    }),
    texts: [
      ...units.map(({ rect }, index) => ({
        layer: 'TEXT',
        at: flip({ x: rect.x + rect.w / 2, y: rect.y + rect.d / 2 }),
        height: Math.max(40, Math.round(Math.min(rect.w, rect.d) / 8)),
        text: labels[index]!,
        align: 'centre' as const,
      })),
      {
        layer: 'TEXT',
        at: { x: 0, y: -250 },
        height: 150,
        text: `ROOM ${width}x${depth} mm`,
      },
    ],
  };
}
