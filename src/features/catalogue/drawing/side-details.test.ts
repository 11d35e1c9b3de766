// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue, findModel } from '@/content/catalogue';
import type { Mark } from './marks';
import { sideDetails } from './side-details';

/** The slabs standing on the view's right edge: doors and panels seen edge on. */
const frontSlabs = (marks: Mark[], depth: number) =>
  marks.filter((m) => m.kind === 'rect' && Math.abs(m.x + m.width - depth) < 1e-6);

describe('the side view of a 尺寸图', () => {
  it('shows doors edge on at the front (the right edge), as a first-angle 左视图 does', () => {
    for (const number of ['CC-LG-4D', 'CC-LG-2D', 'CC-XD-TC2', 'CC-ZF-24E', 'CC-BWT-10D']) {
      const model = findModel(number)!;
      const slabs = frontSlabs(sideDetails(model), model.dimensionsMm.depth);
      expect(slabs.length, number).toBe(1);
      // A door reads as a slab, not as the cabinet: thin against the depth.
      const [slab] = slabs;
      expect(slab?.kind === 'rect' && slab.width, number).toBeLessThan(
        model.dimensionsMm.depth * 0.1,
      );
    }
  });

  it('draws a glass-door fridge’s doors as glass, a solid one’s as panel', () => {
    const fills = catalogue
      .filter((model) => model.ctype === 'lenggui')
      .map((model) => {
        const [slab] = frontSlabs(sideDetails(model), model.dimensionsMm.depth);
        return [model.glassDoors, slab?.kind === 'rect' ? slab.fill : null];
      });
    expect(fills.length).toBeGreaterThan(3);
    for (const [glassDoors, fill] of fills) expect(fill).toBe(glassDoors ? 'glass' : 'panel');
  });
});
