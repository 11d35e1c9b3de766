/**
 * The product series, in navigation order (docs/BRAND.md): the one list the content, the renders,
 * the documents and the keywords read. `prefix` is the series' part of a model number (CC-LG-4D is
 * a 冷柜); `face` is the model whose picture stands for the series (cards, the 产品系列 menu).
 */
export const SERIES = [
  { ctype: 'baowentai', name: '保温台', prefix: 'BWT', face: 'CC-BWT-8G' },
  { ctype: 'lenggui', name: '冷柜', prefix: 'LG', face: 'CC-LG-4D' },
  { ctype: 'shangyongzaotai', name: '商用灶台', prefix: 'ZT', face: 'CC-ZT-2C' },
  { ctype: 'xiaoduji', name: '消毒柜', prefix: 'XD', face: 'CC-XD-2R' },
  { ctype: 'youyanjinghua', name: '油烟净化', prefix: 'YJ', face: 'CC-YJ-8K' },
  { ctype: 'zhengfangui', name: '蒸饭柜', prefix: 'ZF', face: 'CC-ZF-24E' },
  { ctype: 'shangyongjingshuiji', name: '商用净水机', prefix: 'JS', face: 'CC-JS-KW90' },
] as const;

export type SeriesCtype = (typeof SERIES)[number]['ctype'];

export function isSeriesCtype(value: string | null | undefined): value is SeriesCtype {
  return SERIES.some((s) => s.ctype === value);
}

export function seriesName(ctype: SeriesCtype): string {
  return SERIES.find((s) => s.ctype === ctype)!.name;
}

/**
 * The series a model number belongs to, from its prefix ('CC-LG-4D' → 'lenggui'): read from the
 * number rather than the catalogue, so pages that list cases (the home page) do not load the
 * catalogue; src/content/catalogue/catalogue.test.ts checks every model's prefix against its series.
 */
export const seriesOfModel = (model: string): SeriesCtype | undefined =>
  SERIES.find((s) => s.prefix === model.split('-')[1])?.ctype;

/**
 * The source file of one series' data chunk (src/features/catalogue/series-data.ts loads it): the prerender
 * lists it in a model page's first visit, and the size report counts it.
 */
export const seriesDataModule = (ctype: SeriesCtype) => `src/content/series/${ctype}.ts`;
