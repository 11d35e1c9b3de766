// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES } from '@/config/series';
import { catalogue, findModel, modelsOf } from '@/content/catalogue';
import {
  breakAtSlashes,
  capacityText,
  formatDimensions,
  formatPower,
  formatRange,
  keyFacts,
  specRows,
} from './format';

const NB = '\u00a0';
const rowsOf = (model: string) =>
  Object.fromEntries(specRows(findModel(model)!).map((row) => [row.label, row.value]));

describe('catalogue formatting', () => {
  it('lets a table value break only beside a slash', () => {
    expect(breakAtSlashes('30 至 90 ℃')).toBe(`30${NB}至${NB}90${NB}℃`);
    expect(breakAtSlashes('2100 × 750 × 1350 mm')).toBe(`2100${NB}×${NB}750${NB}×${NB}1350${NB}mm`);
    expect(breakAtSlashes(`380${NB}V / 50${NB}Hz 三相`)).toBe(`380${NB}V / 50${NB}Hz${NB}三相`);
    expect(breakAtSlashes('天然气 / 液化石油气')).toBe('天然气 / 液化石油气');
  });

  it.each([
    [450, `450${NB}W`],
    [999, `999${NB}W`],
    [1000, `1${NB}kW`],
    [2400, `2.4${NB}kW`],
    [12000, `12${NB}kW`],
    [25000, `25${NB}kW`],
  ])('power %i W reads %s', (watts, text) => {
    expect(formatPower(watts)).toBe(text);
  });

  it('writes ranges with the real minus sign and dimensions with one unit', () => {
    expect(formatRange(-18, -12, '℃')).toBe(`\u221218 至 \u221212${NB}℃`);
    expect(formatRange(0, 8, '℃')).toBe(`0 至 8${NB}℃`);
    expect(formatDimensions({ width: 1220, depth: 760, height: 1950 })).toBe(
      `1220 × 760 × 1950${NB}mm`,
    );
  });

  it('writes a model page table with units', () => {
    expect(rowsOf('CC-LG-4D')).toMatchObject({
      型号: 'CC-LG-4D',
      '外形尺寸（宽×深×高）': `1220 × 760 × 1950${NB}mm`,
      净重: `160${NB}kg`,
      额定功率: `450${NB}W`,
      电压: `220${NB}V / 50${NB}Hz`,
      有效容积: `900${NB}L`,
      冷冻温度: `\u221218 至 \u221212${NB}℃`,
    });
    expect(rowsOf('CC-ZF-24E')).toMatchObject({
      电压: `380${NB}V / 50${NB}Hz 三相`,
      每批大米: `48${NB}kg`,
      每批出饭: `约${NB}480${NB}人份`,
    });
    expect(rowsOf('CC-ZT-DC25')['热负荷']).toBe(`25${NB}kW（电能）`);
    expect(rowsOf('CC-YJ-8K')['处理风量']).toBe(`8000${NB}m³/h`);
  });

  it.each(SERIES.map((s) => s.ctype))(
    'every %s model fills every row of its series, with the same labels',
    (ctype) => {
      const models = modelsOf(ctype);
      const labels = specRows(models[0]!).map((row) => row.label);
      for (const model of models) {
        const rows = specRows(model);
        expect(rows.map((row) => row.label)).toEqual(labels);
        for (const row of rows)
          expect(row.value.trim(), `${model.model} ${row.label}`).not.toBe('');
      }
    },
  );

  it('gives every model a card line and three key facts', () => {
    for (const model of catalogue) {
      expect(capacityText(model)).not.toMatch(/undefined|NaN/);
      expect(keyFacts(model)).toHaveLength(3);
    }
    expect(capacityText(findModel('CC-LG-4D')!)).toBe(`900${NB}L · 双温`);
  });

  it("labels the first key fact with the spec table's own row names, 容积 only for volumes", () => {
    for (const model of catalogue) {
      const rowLabels = specRows(model).map((row) => row.label);
      const parts = keyFacts(model)[0]!.label.split(' · ');
      // 温区 names the fridge's zones (its 冷藏 and 冷冻 rows together).
      for (const label of parts.filter((p) => p !== '温区'))
        expect(rowLabels, `${model.model}: ${label}`).toContain(label);
      expect(parts.length, model.model).toBe(capacityText(model).split(' · ').length);
      expect(keyFacts(model)[0]!.label).not.toContain('容量');
    }
    expect(keyFacts(findModel('CC-ZT-2C')!)[0]!.label).toBe('炉头数 · 热负荷 · 能源');
    expect(keyFacts(findModel('CC-YJ-16K')!)[0]!.label).toBe('处理风量 · 适配炉头');
    expect(keyFacts(findModel('CC-LG-4D')!)[0]!.label).toBe('有效容积 · 温区');
  });
});
