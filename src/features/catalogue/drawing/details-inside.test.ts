// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/content/catalogue';
import type { CatalogueModel } from '@/content/catalogue/types';
import { frontDetails } from './front-details';
import type { Mark } from './marks';
import { sideDetails } from './side-details';

/** A mark's bounding box: [left, top, right, bottom], mm. */
const box = (m: Mark) =>
  m.kind === 'rect'
    ? [m.x, m.y, m.x + m.width, m.y + m.height]
    : m.kind === 'line'
      ? [Math.min(m.x1, m.x2), Math.min(m.y1, m.y2), Math.max(m.x1, m.x2), Math.max(m.y1, m.y2)]
      : [m.cx - m.r, m.cy - m.r, m.cx + m.r, m.cy + m.r];

const VIEWS: [string, (model: CatalogueModel) => Mark[], 'width' | 'depth'][] = [
  ['front', frontDetails, 'width'],
  ['side', sideDetails, 'depth'],
];

describe('the views of a 尺寸图', () => {
  it.each(VIEWS)(
    'the %s view keeps every mark of every model inside its outline, and draws more than the box',
    (_, details, across) => {
      for (const model of catalogue) {
        const { height } = model.dimensionsMm;
        const width = model.dimensionsMm[across];
        const marks = details(model);
        expect(marks.length, model.model).toBeGreaterThan(2);
        for (const m of marks) {
          const [x0, y0, x1, y1] = box(m);
          expect(x0, `${model.model} ${m.kind}`).toBeGreaterThanOrEqual(0);
          expect(y0, `${model.model} ${m.kind}`).toBeGreaterThanOrEqual(0);
          expect(x1, `${model.model} ${m.kind}`).toBeLessThanOrEqual(width);
          expect(y1, `${model.model} ${m.kind}`).toBeLessThanOrEqual(height);
        }
      }
    },
  );
});
