import type { CaseSector } from '../case-studies';
import type { SeriesCtype } from '@/config/series';
import type { TitledText } from '../types';

/** Everything the product page says about one series; its models are in src/content/catalogue. */
export interface SeriesContent {
  ctype: SeriesCtype;
  name: string;
  /** One line for cards and the banner. */
  tagline: string;
  intro: string[];
  features: TitledText[];
  /** A short note under the model table (tolerances, custom sizes). */
  specNote: string;
  /** Typical uses: the kind of customer (title), what the series does there and its sectors. */
  uses: (TitledText & { sectors: CaseSector[] })[];
}

/** Types the copy of one series. */
export const defineSeries = (series: SeriesContent): SeriesContent => series;
