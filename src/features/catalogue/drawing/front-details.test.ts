// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findModel } from '@/content/catalogue';
import { frontDetails } from './front-details';
import type { Mark } from './marks';

const doorsOf = (marks: Mark[]) =>
  marks.filter((m) => m.kind === 'rect' && m.fill !== 'dark' && m.height > 300);

describe('the front view of a 尺寸图', () => {
  it('draws the doors and knobs the model has', () => {
    expect(doorsOf(frontDetails(findModel('CC-LG-4D')!))).toHaveLength(4);
    expect(doorsOf(frontDetails(findModel('CC-LG-6D')!))).toHaveLength(6);
    // An upright two-door fridge stacks its doors, as its 3D model does (fridgeDoorGrid).
    const xs = doorsOf(frontDetails(findModel('CC-LG-2D')!)).map((m) =>
      m.kind === 'rect' ? m.x : NaN,
    );
    expect(xs).toHaveLength(2);
    expect(xs[1]).toBe(xs[0]);
    // A counter-height warmer draws no sneeze-guard glass.
    const warmer = findModel('CC-BWT-5T')!;
    expect(warmer.dimensionsMm.height).toBeLessThan(1100);
    expect(frontDetails(warmer).filter((m) => m.kind === 'rect' && m.fill === 'glass')).toEqual([]);
    const stove = findModel('CC-ZT-2C')!;
    expect(frontDetails(stove).filter((m) => m.kind === 'circle')).toHaveLength(4);
  });
});
