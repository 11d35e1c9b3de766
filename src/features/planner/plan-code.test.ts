// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlanLayout } from '@/contract';
import { findModel } from '@/content/catalogue';
import { decodePlan, encodePlan } from './plan-code';
import { freeSpot } from './free-spot';

const known = (model: string) => findModel(model)?.model === model;

const layout: PlanLayout = {
  room: { width: 8000, depth: 6000 },
  items: [
    { model: 'CC-LG-4D', x: 0, y: 0, rotation: 0 },
    { model: 'CC-ZT-2C', x: 3000, y: 1200, rotation: 90 },
    { model: 'CC-LG-4D', x: -200, y: 5900, rotation: 270 },
  ],
};

describe('?plan= encode and decode', () => {
  it('round-trips a layout in a compact, versioned, URL-safe value', () => {
    const code = encodePlan(layout);
    expect(code).toBe('1~8000~6000~CC-LG-4D.0.0.0~CC-ZT-2C.3000.1200.1~CC-LG-4D.-200.5900.3');
    expect(encodeURIComponent(code)).toBe(code);
    expect(decodePlan(code, known)).toEqual(layout);
    expect(decodePlan(encodePlan({ ...layout, items: [] }), known)).toEqual({
      ...layout,
      items: [],
    });
  });

  it('rejects another version, a malformed value, sizes out of range and unknown models', () => {
    for (const bad of [
      '',
      'hello',
      '2~8000~6000',
      '1~8000',
      '1~8000~6000~CC-LG-4D.0.0',
      '1~8000~6000~CC-LG-4D.0.0.0.0',
      '1~8000~6000~CC-LG-4D.0.0.5',
      '1~8000~6000~CC-LG-4D.1.5.0.0',
      '1~8000~6000~CC-LG-4D.a.0.0',
      '1~100~6000',
      '1~8000~99999',
      '1~8000~6000~CC-XX-9.0.0.0',
      '1~8000~6000~cc-lg-4d.0.0.0',
      `1~8000~6000${'~CC-LG-4D.0.0.0'.repeat(400)}`,
    ]) {
      expect(decodePlan(bad, known), bad).toBeNull();
    }
  });
});

describe('freeSpot', () => {
  const sizeOf = () => ({ width: 1000, depth: 600 });
  it('lines new units up along the top wall, then starts a row beyond an aisle', () => {
    const room = { width: 2500, depth: 6000 };
    const items: PlanLayout['items'] = [];
    const spots = [];
    for (let i = 0; i < 3; i++) {
      const spot = freeSpot({ room, items }, sizeOf(), sizeOf);
      spots.push(spot);
      items.push({ model: 'A', ...spot, rotation: 0 });
    }
    expect(spots).toEqual([
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 0, y: 1500 },
    ]);
  });
});
