import { lengguiModels } from '../catalogue/lenggui';
import { lenggui } from '../products/lenggui';
import type { SeriesData } from '../series-data';

/** 冷柜: its models and page copy, the one series a 冷柜 model page loads. */
export const series: SeriesData = { models: lengguiModels, content: lenggui };
