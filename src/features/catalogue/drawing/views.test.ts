// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from '@/content/catalogue';
import { orthographicSheet } from './views';

describe('orthographicSheet', () => {
  it.each(catalogue.map((model) => [model.model, model.dimensionsMm] as const))(
    '%s: views at true size, dimensioned with the catalogue values',
    (_, size) => {
      const sheet = orthographicSheet(size);
      expect([sheet.front.width, sheet.front.height]).toEqual([size.width, size.height]);
      expect([sheet.side.width, sheet.side.height]).toEqual([size.depth, size.height]);
      expect(sheet.dimensions.map((d) => d.mm)).toEqual([size.width, size.depth, size.height]);
      for (const d of sheet.dimensions) {
        const length = Math.hypot(d.to.x - d.from.x, d.to.y - d.from.y);
        expect(length).toBeCloseTo(d.mm);
      }
      // Everything on the sheet, side view right of the front view.
      expect(sheet.side.x).toBeGreaterThan(sheet.front.x + sheet.front.width);
      expect(sheet.width).toBeGreaterThan(sheet.side.x + sheet.side.width);
      expect(sheet.height).toBeGreaterThan(Math.max(...sheet.labels.map((l) => l.y)));
      expect(Math.min(sheet.front.x, ...sheet.dimensions.map((d) => d.from.x))).toBeGreaterThan(0);
    },
  );
});
