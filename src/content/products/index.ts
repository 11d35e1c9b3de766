import { SERIES, type SeriesCtype } from '@/config/series';
import { baowentai } from './baowentai';
import { lenggui } from './lenggui';
import { shangyongjingshuiji } from './shangyongjingshuiji';
import { shangyongzaotai } from './shangyongzaotai';
import type { SeriesContent } from './types';
import { xiaoduji } from './xiaoduji';
import { youyanjinghua } from './youyanjinghua';
import { zhengfangui } from './zhengfangui';

export type { SeriesContent } from './types';

/** Every series, by ctype. */
export const seriesContent: Record<SeriesCtype, SeriesContent> = {
  baowentai,
  lenggui,
  shangyongzaotai,
  xiaoduji,
  youyanjinghua,
  zhengfangui,
  shangyongjingshuiji,
};

/** The series in navigation order. */
export const seriesList: SeriesContent[] = SERIES.map((s) => seriesContent[s.ctype]);
