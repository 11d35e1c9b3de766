import { readFileSync } from 'node:fs';
import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/content/catalogue';
import { cadPath } from '@/content/documents';
import { writeDxf } from '@/lib/cad/dxf';
import { modelCadDrawing } from './cad-drawing';

interface Entity {
  type: string;
  layer: string;
  vertices?: { x: number; y: number }[];
  text?: string;
}

const extent = (points: { x: number; y: number }[]) => {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
};

describe('modelCadDrawing', () => {
  it.each(catalogue.map((model) => [model.model, model] as const))(
    '%s: reads back in mm with plan, front and side outlines at the catalogue size',
    (number, model) => {
      const parsed = new DxfParser().parseSync(writeDxf(modelCadDrawing(model))) as unknown as {
        header: Record<string, unknown>;
        entities: Entity[];
      };
      const { width, depth, height } = model.dimensionsMm;
      expect(parsed.header.$INSUNITS).toBe(4);
      const outline = (layer: string) =>
        extent(parsed.entities.find((e) => e.layer === layer && e.vertices)!.vertices!);
      expect(outline('PLAN')).toEqual([width, depth]);
      expect(outline('FRONT')).toEqual([width, height]);
      expect(outline('SIDE')).toEqual([depth, height]);
      // The views carry the 尺寸图's details (doors, knobs, vents), inside their outlines.
      for (const layer of ['FRONT', 'SIDE']) {
        const onLayer = parsed.entities.filter((e) => e.layer === layer);
        expect(onLayer.length, `${number} ${layer}`).toBeGreaterThan(3);
      }
      expect(parsed.entities.filter((e) => e.type === 'TEXT').map((e) => e.text)).toContain(number);
    },
  );
});

it('the committed public/files/cad/*.dxf are what `npm run documents` writes now', () => {
  for (const model of catalogue) {
    const committed = readFileSync(`public${cadPath(model.model)}`, 'utf8');
    expect(committed, `${model.model}: run npm run documents`).toBe(
      writeDxf(modelCadDrawing(model)),
    );
  }
});
