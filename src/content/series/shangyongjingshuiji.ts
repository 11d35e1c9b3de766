import { shangyongjingshuijiModels } from '../catalogue/shangyongjingshuiji';
import { shangyongjingshuiji } from '../products/shangyongjingshuiji';
import type { SeriesData } from '../series-data';

/** 商用净水机: its models and page copy, the one series a 商用净水机 model page loads. */
export const series: SeriesData = {
  models: shangyongjingshuijiModels,
  content: shangyongjingshuiji,
};
