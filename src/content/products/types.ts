import type { CaseSector } from '../case-studies';
import type { SeriesCtype } from '@/config/series';
import type { TitledText } from '../types';

/** One typical use of a series. */
export interface SeriesUse extends TitledText {
  sectors: CaseSector[];
  /** The models it is about (model numbers); none: any model of its sectors. */
  models?: string[];
}

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
  /**
   * Typical uses: the kind of customer (title), what the series does there and its sectors. A use
   * that speaks of some models only (大锅灶, 推车式…) names them: a model page shows the uses of its
   * sectors that name it or name none (every model gets one: series-copy.test.ts).
   */
  uses: SeriesUse[];
}

/** Types the copy of one series. */
export const defineSeries = (series: SeriesContent): SeriesContent => series;
