import type { SeriesCtype } from '@/config/series';
import type { CatalogueModel, ModelOf, Voltage } from '@/content/catalogue/types';

/**
 * The one place catalogue values become display text: spec tables, the comparison, JSON-LD and
 * search all read these rows. A no-break space joins every number and its unit, and negative
 * temperatures use the real minus sign.
 */

const NB = '\u00a0';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** 12 → '12', −18 → '−18' (U+2212). */
const num = (value: number) => (value < 0 ? `\u2212${-value}` : String(value));
export const withUnit = (value: number, unit: string) => `${num(value)}${NB}${unit}`;

/** Watts below 1000 W, else kilowatts with at most one decimal: '450 W', '2.4 kW', '12 kW'. */
export function formatPower(watts: number): string {
  if (watts < 1000) return withUnit(watts, 'W');
  return withUnit(Math.round(watts / 100) / 10, 'kW');
}

export const formatVoltage = (voltage: Voltage) =>
  voltage === 380 ? `380${NB}V / 50${NB}Hz 三相` : `220${NB}V / 50${NB}Hz`;

export const formatRange = (min: number, max: number, unit: string) =>
  `${num(min)} 至 ${withUnit(max, unit)}`;

export function formatDimensions({ width, depth, height }: CatalogueModel['dimensionsMm']) {
  return `${width} × ${depth} × ${height}${NB}mm`;
}

/**
 * A value that breaks only beside a slash ("220 V / 50 Hz", "天然气 / 液化石油气"): a range or a
 * size ("30 至 90 ℃", "2100 × 750 × 1350 mm") stays on one line.
 */
export const breakAtSlashes = (value: string) => value.replace(/(?<![/]) (?![/])/g, NB);

type Rows<C extends SeriesCtype> = (model: ModelOf<C>) => SpecRow[];
const row = (key: string, label: string, value: string): SpecRow => ({ key, label, value });

/** The rows only a series has, in table order. Every model of the series fills every row. */
const SERIES_ROWS: { [C in SeriesCtype]: Rows<C> } = {
  baowentai: (m) => [
    row('pans', '格数', `${m.pans}${NB}格（1/1 GN 盆）`),
    row('heating', '加热方式', m.heating),
    row('temperature', '控温范围', formatRange(m.tempMinC, m.tempMaxC, '℃')),
    row('servings', '每次出餐', `约${NB}${m.servings}${NB}人份`),
    row('sneezeGuard', '防喷嚏罩', m.sneezeGuard ? '有，带暖光灯' : '无'),
  ],
  lenggui: (m) => [
    row('doors', '门数', withUnit(m.doors, '门')),
    row('volume', '有效容积', withUnit(m.volumeL, 'L')),
    row('chill', '冷藏温度', m.chill ? formatRange(m.chill.minC, m.chill.maxC, '℃') : '无冷藏区'),
    row(
      'freeze',
      '冷冻温度',
      m.freeze ? formatRange(m.freeze.minC, m.freeze.maxC, '℃') : '无冷冻区',
    ),
    row('refrigerant', '制冷剂', m.refrigerant),
  ],
  shangyongzaotai: (m) => [
    row('burners', '炉头数', withUnit(m.burners, '个')),
    row(
      'heatLoad',
      '热负荷',
      m.fuel === '电磁' ? `${withUnit(m.heatLoadKw, 'kW')}（电能）` : withUnit(m.heatLoadKw, 'kW'),
    ),
    row('fuel', '能源', m.fuel),
    row('wok', '锅径', `Φ${withUnit(m.wokDiameterMm, 'mm')}`),
    row('servingsPerHour', '每锅每小时出餐', `约${NB}${m.servingsPerHour}${NB}人份`),
  ],
  xiaoduji: (m) => [
    row('doors', '门数', withUnit(m.doors, '门')),
    row('volume', '有效容积', withUnit(m.volumeL, 'L')),
    row('trays', '每次消毒', `约${NB}${m.trays}${NB}个餐盘`),
    row('method', '消毒方式', m.method),
    row('temperature', '消毒温度', withUnit(m.temperatureC, '℃')),
    row('cycle', '消毒周期', withUnit(m.cycleMin, '分钟')),
  ],
  youyanjinghua: (m) => [
    row('airflow', '处理风量', withUnit(m.airflowM3h, 'm³/h')),
    row('efficiency', '净化效率', `≥${NB}${m.efficiencyPct}%`),
    row('burnersServed', '适配炉头', `${withUnit(m.burnersServed, '个')}以内`),
    row('method', '净化方式', m.method),
    row('noise', '运行噪声', `≤${NB}${withUnit(m.noiseDb, 'dB(A)')}`),
  ],
  zhengfangui: (m) => [
    row('trays', '盘数', withUnit(m.trays, '盘')),
    row('rice', '每批大米', withUnit(m.riceKgPerBatch, 'kg')),
    row('heating', '加热方式', m.heating === '电' ? '电加热' : `${m.heating}加热`),
    row('batch', '每批蒸制', withUnit(m.batchMin, '分钟')),
    row('servings', '每批出饭', `约${NB}${m.servingsPerBatch}${NB}人份`),
  ],
  shangyongjingshuiji: (m) => [
    row('output', '净水产量', withUnit(m.outputLph, 'L/h')),
    row('stages', '过滤级数', withUnit(m.stages, '级')),
    row('membrane', '核心滤膜', m.membrane),
    row('boiling', '开水产量', m.boilingLph ? withUnit(m.boilingLph, 'L/h') : '不含开水功能'),
    row('serves', '供水人数', `约${NB}${m.servesPeople}${NB}人`),
  ],
};

function seriesRows(model: CatalogueModel): SpecRow[] {
  // The discriminated union narrows per series; the map's key ties each model to its own rows.
  return (SERIES_ROWS[model.ctype] as Rows<typeof model.ctype>)(model);
}

/** The full specification of a model, common rows first. */
export function specRows(model: CatalogueModel): SpecRow[] {
  return [
    row('model', '型号', model.model),
    row('dimensions', '外形尺寸（宽×深×高）', formatDimensions(model.dimensionsMm)),
    row('weight', '净重', withUnit(model.weightKg, 'kg')),
    row('power', '额定功率', formatPower(model.powerW)),
    row('voltage', '电压', formatVoltage(model.voltage)),
    ...seriesRows(model),
  ];
}

/** A figure of the short line: its label (a spec row's own) and value. */
interface Part {
  label: string;
  value: string;
}
const part = (label: string, value: string): Part => ({ label, value });

/**
 * What the model holds or does, in the spec table's own terms: 容积 for a fridge's litres, 热负荷
 * for a stove's kilowatts, 处理风量 for a purifier's air; the card line and the model page's first
 * figure (its label joined from these) read it.
 */
function capacityParts(model: CatalogueModel): Part[] {
  switch (model.ctype) {
    case 'baowentai':
      return [
        part('格数', `${model.pans}${NB}格`),
        part('每次出餐', `约${NB}${model.servings}${NB}人份`),
      ];
    case 'lenggui':
      return [
        part('有效容积', withUnit(model.volumeL, 'L')),
        part('温区', model.chill && model.freeze ? '双温' : model.freeze ? '冷冻' : '冷藏'),
      ];
    case 'shangyongzaotai':
      return [
        part('炉头数', withUnit(model.burners, '头')),
        part('热负荷', withUnit(model.heatLoadKw, 'kW')),
        part('能源', model.fuel),
      ];
    case 'xiaoduji':
      return [part('每次消毒', `约${NB}${model.trays}${NB}个餐盘`), part('消毒方式', model.method)];
    case 'youyanjinghua':
      return [
        part('处理风量', withUnit(model.airflowM3h, 'm³/h')),
        part('适配炉头', `适配 ${withUnit(model.burnersServed, '个')}炉头`),
      ];
    case 'zhengfangui':
      return [
        part('盘数', withUnit(model.trays, '盘')),
        part('每批大米', `每批 ${withUnit(model.riceKgPerBatch, 'kg')}米`),
      ];
    case 'shangyongjingshuiji':
      return [
        part('净水产量', withUnit(model.outputLph, 'L/h')),
        part('供水人数', `供约 ${withUnit(model.servesPeople, '人')}`),
      ];
  }
}

/** One short line for cards and search results: what the model holds or does. */
export const capacityText = (model: CatalogueModel): string =>
  capacityParts(model)
    .map((p) => p.value)
    .join(' · ');

/** The label of that line: the spec rows' names it is made of ('处理风量 · 适配炉头'). */
const capacityLabel = (model: CatalogueModel): string =>
  capacityParts(model)
    .map((p) => p.label)
    .join(' · ');

/** Three figures for the top of a model page: what it holds, its size, its power. */
export function keyFacts(model: CatalogueModel): { label: string; value: string }[] {
  return [
    { label: capacityLabel(model), value: capacityText(model) },
    { label: '外形尺寸', value: formatDimensions(model.dimensionsMm) },
    { label: '额定功率', value: `${formatPower(model.powerW)} · ${model.voltage}${NB}V` },
  ];
}
