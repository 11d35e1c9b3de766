import { shangyongzaotaiModels } from '../catalogue/shangyongzaotai';
import { shangyongzaotai } from '../products/shangyongzaotai';
import type { SeriesData } from '../series-data';

/** 商用灶台: its models and page copy, the one series a 商用灶台 model page loads. */
export const series: SeriesData = { models: shangyongzaotaiModels, content: shangyongzaotai };
