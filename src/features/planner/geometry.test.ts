// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { footprint, turnedAboutCentre } from './geometry';
import { snapPosition } from './snap';
import { unitLabels } from './unit-labels';

const size = { width: 1200, depth: 700 };

describe('footprint and turning', () => {
  it('swaps width and depth at 90 and 270 degrees, not at 180', () => {
    expect(footprint({ x: 10, y: 20, rotation: 0 }, size)).toEqual({
      x: 10,
      y: 20,
      w: 1200,
      d: 700,
    });
    expect(footprint({ x: 10, y: 20, rotation: 90 }, size)).toMatchObject({ w: 700, d: 1200 });
    expect(footprint({ x: 10, y: 20, rotation: 180 }, size)).toMatchObject({ w: 1200, d: 700 });
  });

  it('turns about the centre, four turns back where it started', () => {
    const start = { model: 'M', x: 1000, y: 1000, rotation: 0 as const };
    const once = turnedAboutCentre(start, size);
    expect(once).toEqual({ model: 'M', x: 1250, y: 750, rotation: 90 });
    const four = [1, 2, 3].reduce((item) => turnedAboutCentre(item, size), once);
    expect(four).toEqual(start);
  });
});

describe('snapPosition', () => {
  const room = { width: 8000, depth: 6000 };
  const rect = (x: number, y: number) => ({ x, y, w: 1000, d: 500 });

  it('jumps to a wall within 50 mm, not beyond', () => {
    expect(snapPosition(rect(40, 3000), [], room)).toEqual({ x: 0, y: 3000 });
    expect(snapPosition(rect(60, 3000), [], room)).toEqual({ x: 60, y: 3000 });
    expect(snapPosition(rect(6970, 5530), [], room)).toEqual({ x: 7000, y: 5500 });
  });

  it('jumps against a neighbour and onto its edge line', () => {
    const neighbour = { x: 2000, y: 0, w: 600, d: 600 };
    expect(snapPosition(rect(2630, 20), [neighbour], room)).toEqual({ x: 2600, y: 0 });
    expect(snapPosition(rect(960, 1000), [neighbour], room)).toEqual({ x: 1000, y: 1000 });
    expect(snapPosition(rect(3000, 1130), [neighbour], room)).toEqual({ x: 3000, y: 1130 });
  });
});

describe('unitLabels', () => {
  it('numbers further units of a model from #2', () => {
    expect(unitLabels([{ model: 'A' }, { model: 'B' }, { model: 'A' }, { model: 'A' }])).toEqual([
      'A',
      'B',
      'A #2',
      'A #3',
    ]);
  });
});
