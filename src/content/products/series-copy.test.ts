// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SeriesCtype } from '@/config/series';
import { catalogue, modelsOf, type CatalogueModel } from '../catalogue';
import { seriesContent } from './index';
import { span } from './ranges';
import { fittingUses } from './uses';

/**
 * The series copy and the spec tables tell one story: a figure the copy gives in a catalogue unit
 * lies within what the series' models have (no "4000 to 16000 m³/h" beside a 20000 m³/h model).
 */
const UNITS: Partial<Record<SeriesCtype, Record<string, (m: CatalogueModel) => number[]>>> = {
  baowentai: { 格: (m) => (m.ctype === 'baowentai' ? [m.pans] : []) },
  xiaoduji: { 个餐盘: (m) => (m.ctype === 'xiaoduji' ? [m.trays] : []) },
  youyanjinghua: {
    'm³/h': (m) => (m.ctype === 'youyanjinghua' ? [m.airflowM3h] : []),
    个炉头: (m) => (m.ctype === 'youyanjinghua' ? [m.burnersServed] : []),
  },
  zhengfangui: {
    盘: (m) => (m.ctype === 'zhengfangui' ? [m.trays] : []),
    kg: (m) => (m.ctype === 'zhengfangui' ? [m.riceKgPerBatch] : []),
  },
  shangyongjingshuiji: {
    'L/h': (m) => (m.ctype === 'shangyongjingshuiji' ? [m.outputLph] : []),
    级: (m) => (m.ctype === 'shangyongjingshuiji' ? [m.stages] : []),
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the series copy', () => {
  it.each(Object.entries(UNITS))(
    '%s: figures in catalogue units lie within its models',
    (ctype, units) => {
      const series = seriesContent[ctype as SeriesCtype];
      const models = modelsOf(ctype as SeriesCtype);
      const text = [series.tagline, ...series.intro, ...series.features.map((f) => f.text)].join(
        '\n',
      );
      for (const [unit, values] of Object.entries(units)) {
        const { min, max } = span(models.flatMap(values), (v) => v);
        // "4000 m³/h" lies within the models; "6 至 48 盘" or "从 4000 m³/h 到 20000 m³/h"
        // spans them: its ends are the smallest and the largest.
        const u = `[\\s\\u00a0]*${escape(unit)}`;
        const pattern = new RegExp(
          `(\\d+)(?:(?:${u})?[\\s\\u00a0]*(?:至|到|–)[\\s\\u00a0]*(\\d+))?${u}`,
          'g',
        );
        for (const match of text.matchAll(pattern)) {
          const low = Number(match[1]);
          if (match[2]) expect([low, Number(match[2])], `${ctype} ${match[0]}`).toEqual([min, max]);
          else expect(low, `${ctype} ${match[0]}`).toSatisfy((f: number) => f >= min && f <= max);
        }
      }
    },
  );

  it('gives every model a use that fits it (its sectors, and it if the use names models)', () => {
    for (const model of catalogue) {
      const series = seriesContent[model.ctype];
      expect(fittingUses(model, series).length, model.model).toBeGreaterThan(0);
      for (const use of series.uses)
        for (const named of use.models ?? [])
          expect(
            modelsOf(model.ctype).map((m) => m.model),
            `${use.title}: ${named}`,
          ).toContain(named);
    }
  });
});
