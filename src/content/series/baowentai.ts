import { baowentaiModels } from '../catalogue/baowentai';
import { baowentai } from '../products/baowentai';
import type { SeriesData } from '../series-data';

/** 保温台: its models and page copy, the one series a 保温台 model page loads. */
export const series: SeriesData = { models: baowentaiModels, content: baowentai };
