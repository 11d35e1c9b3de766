import { youyanjinghuaModels } from '../catalogue/youyanjinghua';
import { youyanjinghua } from '../products/youyanjinghua';
import type { SeriesData } from '../series-data';

/** 油烟净化: its models and page copy, the one series a 油烟净化 model page loads. */
export const series: SeriesData = { models: youyanjinghuaModels, content: youyanjinghua };
