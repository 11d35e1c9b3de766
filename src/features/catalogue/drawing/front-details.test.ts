import { describe, expect, it } from 'vitest';
import { catalogue, findModel } from '@/content/catalogue';
import { frontDetails, type Mark } from './front-details';

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

  it('keeps every mark of every model inside its outline', () => {
    for (const model of catalogue) {
      const { width, height } = model.dimensionsMm;
      const marks = frontDetails(model);
      expect(marks.length, model.model).toBeGreaterThan(2);
      for (const m of marks) {
        const [x0, y0, x1, y1] =
          m.kind === 'rect'
            ? [m.x, m.y, m.x + m.width, m.y + m.height]
            : m.kind === 'line'
              ? [
                  Math.min(m.x1, m.x2),
                  Math.min(m.y1, m.y2),
                  Math.max(m.x1, m.x2),
                  Math.max(m.y1, m.y2),
                ]
              : [m.cx - m.r, m.cy - m.r, m.cx + m.r, m.cy + m.r];
        expect(x0, `${model.model} ${m.kind}`).toBeGreaterThanOrEqual(0);
        expect(y0, `${model.model} ${m.kind}`).toBeGreaterThanOrEqual(0);
        expect(x1, `${model.model} ${m.kind}`).toBeLessThanOrEqual(width);
        expect(y1, `${model.model} ${m.kind}`).toBeLessThanOrEqual(height);
      }
    }
  });
});
