/** The product series, in navigation order (docs/BRAND.md). */
export const SERIES = [
  { ctype: 'baowentai', name: '保温台' },
  { ctype: 'lenggui', name: '冷柜' },
  { ctype: 'shangyongzaotai', name: '商用灶台' },
  { ctype: 'xiaoduji', name: '消毒柜' },
  { ctype: 'youyanjinghua', name: '油烟净化' },
  { ctype: 'zhengfangui', name: '蒸饭柜' },
  { ctype: 'shangyongjingshuiji', name: '商用净水机' },
] as const;

export type SeriesCtype = (typeof SERIES)[number]['ctype'];

export function isSeriesCtype(value: string | null | undefined): value is SeriesCtype {
  return SERIES.some((s) => s.ctype === value);
}

export function seriesName(ctype: SeriesCtype): string {
  return SERIES.find((s) => s.ctype === ctype)!.name;
}

/**
 * The source file of one series' data chunk (src/features/catalogue/series-data.ts loads it): the prerender
 * lists it in a model page's first visit, and the size report counts it.
 */
export const seriesDataModule = (ctype: SeriesCtype) => `src/content/series/${ctype}.ts`;
