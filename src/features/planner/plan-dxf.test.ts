// @vitest-environment node
import DxfParser from 'dxf-parser';
import { expect, it } from 'vitest';
import type { PlanLayout } from '@/contract';
import { findModel } from '@/content/catalogue';
import { writeDxf } from '@/lib/cad/dxf';
import { modelSize } from './model-size';
import { planCadDrawing } from './plan-dxf';

interface Entity {
  type: string;
  layer: string;
  vertices?: { x: number; y: number }[];
  text?: string;
}

const box = (points: { x: number; y: number }[]) => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    d: Math.max(...ys) - Math.min(...ys),
  };
};

it('writes the room and each unit at the catalogue size, 1:1 in mm, with model numbers', () => {
  const layout: PlanLayout = {
    room: { width: 8000, depth: 6000 },
    items: [
      { model: 'CC-LG-4D', x: 0, y: 0, rotation: 0 },
      { model: 'CC-ZT-2C', x: 3000, y: 1200, rotation: 90 },
      { model: 'CC-LG-4D', x: 6000, y: 4000, rotation: 180 },
    ],
  };
  const parsed = new DxfParser().parseSync(
    writeDxf(planCadDrawing(layout, modelSize)),
  ) as unknown as {
    header: Record<string, unknown>;
    entities: Entity[];
  };
  expect(parsed.header.$INSUNITS).toBe(4);
  const outlines = (layer: string) =>
    parsed.entities.filter((e) => e.layer === layer && e.vertices).map((e) => box(e.vertices!));
  expect(outlines('ROOM')).toEqual([{ x: 0, y: 0, w: 8000, d: 6000 }]);
  const fridge = findModel('CC-LG-4D')!.dimensionsMm;
  const stove = findModel('CC-ZT-2C')!.dimensionsMm;
  expect(outlines('UNITS')).toEqual([
    // y up: a unit at the plan's top wall ends at the room's depth.
    { x: 0, y: 6000 - fridge.depth, w: fridge.width, d: fridge.depth },
    { x: 3000, y: 6000 - 1200 - stove.width, w: stove.depth, d: stove.width },
    { x: 6000, y: 6000 - 4000 - fridge.depth, w: fridge.width, d: fridge.depth },
  ]);
  const texts = parsed.entities.filter((e) => e.type === 'TEXT').map((e) => e.text);
  expect(texts).toEqual(expect.arrayContaining(['CC-LG-4D', 'CC-ZT-2C', 'CC-LG-4D #2']));
  expect(parsed.entities.filter((e) => e.layer === 'FRONT')).toHaveLength(3);
});
