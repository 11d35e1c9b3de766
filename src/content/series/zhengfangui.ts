import { zhengfanguiModels } from '../catalogue/zhengfangui';
import { zhengfangui } from '../products/zhengfangui';
import type { SeriesData } from '../series-data';

/** 蒸饭柜: its models and page copy, the one series a 蒸饭柜 model page loads. */
export const series: SeriesData = { models: zhengfanguiModels, content: zhengfangui };
