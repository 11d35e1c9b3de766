import { xiaodujiModels } from '../catalogue/xiaoduji';
import { xiaoduji } from '../products/xiaoduji';
import type { SeriesData } from '../series-data';

/** 消毒柜: its models and page copy, the one series a 消毒柜 model page loads. */
export const series: SeriesData = { models: xiaodujiModels, content: xiaoduji };
