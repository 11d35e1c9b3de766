import type { SeriesCtype } from '@/config/series';
import type { Illustration, TitledText } from '../types';

/** Columns every series table starts with, in this order. */
export const BASE_SPEC_COLUMNS = [
  { key: 'model', label: '型号' },
  { key: 'size', label: '外形尺寸（mm，长×宽×高）' },
  { key: 'power', label: '功率' },
  { key: 'voltage', label: '电压' },
  { key: 'capacity', label: '容量/产能' },
] as const;

export type BaseSpecKey = (typeof BASE_SPEC_COLUMNS)[number]['key'];

export interface SpecColumn<K extends string = string> {
  key: K;
  label: string;
}

/** One model of a series: a display name plus one value per spec column. */
export interface SeriesModel<K extends string = string> {
  name: string;
  specs: Record<BaseSpecKey | K, string>;
}

/** Everything the product page needs to render one series. */
export interface SeriesContent<K extends string = string> {
  ctype: SeriesCtype;
  name: string;
  /** One line for cards and the banner. */
  tagline: string;
  intro: string[];
  features: TitledText[];
  specColumns: SpecColumn<BaseSpecKey | K>[];
  models: SeriesModel<K>[];
  /** A short note under the table (tolerances, custom sizes). */
  specNote: string;
  /** Typical uses: the kind of customer (title) and what the series does there. */
  uses: TitledText[];
  illustration: Illustration;
}

interface SeriesInput<K extends string> extends Omit<SeriesContent<K>, 'specColumns'> {
  /** The one or two columns that fit this series, after the base columns. */
  extraColumns: SpecColumn<K>[];
}

/** Builds a series with the base columns first; TypeScript checks every model fills every column. */
export function defineSeries<const K extends string>({
  extraColumns,
  ...rest
}: SeriesInput<K>): SeriesContent {
  return { ...rest, specColumns: [...BASE_SPEC_COLUMNS, ...extraColumns] };
}
