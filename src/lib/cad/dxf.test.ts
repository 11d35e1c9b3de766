// @vitest-environment node
import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { rectangle, writeDxf } from './dxf';

interface ParsedEntity {
  type: string;
  layer: string;
  vertices?: { x: number; y: number }[];
  text?: string;
  center?: { x: number; y: number };
  radius?: number;
}

function parse(text: string) {
  const parsed = new DxfParser().parseSync(text);
  if (!parsed) throw new Error('unreadable DXF');
  return parsed as unknown as {
    header: Record<string, unknown>;
    entities: ParsedEntity[];
    tables: { layer: { layers: Record<string, unknown> } };
  };
}

describe('writeDxf', () => {
  const text = writeDxf({
    layers: [
      { name: 'OUTLINE', colour: 7 },
      { name: 'TEXT', colour: 3 },
    ],
    outlines: [{ layer: 'OUTLINE', points: rectangle(0, 0, 1220, 760) }],
    lines: [{ layer: 'OUTLINE', from: { x: 0, y: -100 }, to: { x: 1220, y: -100 } }],
    circles: [{ layer: 'OUTLINE', centre: { x: 300, y: 380 }, radius: 150 }],
    texts: [
      { layer: 'TEXT', at: { x: 610, y: 380 }, height: 60, text: 'CC-LG-4D', align: 'centre' },
    ],
  });
  const dxf = parse(text);

  it('reads back in millimetres with the outline at its true size', () => {
    expect(dxf.header.$INSUNITS).toBe(4);
    const outline = dxf.entities.find((e) => e.type === 'LWPOLYLINE');
    const xs = outline!.vertices!.map((v) => v.x);
    const ys = outline!.vertices!.map((v) => v.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(1220);
    expect(Math.max(...ys) - Math.min(...ys)).toBe(760);
    expect(outline!.layer).toBe('OUTLINE');
  });

  it('keeps the texts, lines, circles and layers', () => {
    expect(dxf.entities.find((e) => e.type === 'TEXT')?.text).toBe('CC-LG-4D');
    expect(dxf.entities.filter((e) => e.type === 'LINE')).toHaveLength(1);
    expect(dxf.entities.find((e) => e.type === 'CIRCLE')?.radius).toBe(150);
    expect(Object.keys(dxf.tables.layer.layers)).toEqual(
      expect.arrayContaining(['OUTLINE', 'TEXT']),
    );
  });
});
