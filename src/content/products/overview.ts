import { facts, seriesCountText } from '../claims/facts';
import { leadTimePhrase } from '../claims/service';
import { kitchenScenes } from '../kitchen-scenes';
import type { Illustration, TitledText } from '../types';

// The /product overview's copy: apart from the series content, so model pages (which read that)
// do not load the scenes index for the overview's banner picture.
export const productOverview: { title: string; subtitle: string; lead: string; art: Illustration } =
  {
    title: '产品系列',
    subtitle: `${seriesCountText}、${facts.models} 个标准型号，可按厨房非标定制，覆盖商用后厨从储存、烹饪、出餐到清洁与排放的每一个环节。`,
    lead: '点击系列查看产品介绍、型号参数与适用场景。',
    art: kitchenScenes.lineup,
  };

export const productServices: TitledText[] = [
  {
    title: '非标定制',
    text: `按厨房平面定制长度、转角、炉头数与开孔位置；${leadTimePhrase}。`,
  },
  {
    title: '整厨配套',
    text: `${seriesCountText}统一设计、统一风格，与排烟、给排水、燃气管线一次规划到位。`,
  },
  { title: '样机体验', text: '佛山顺德总部展厅常设全系列样机，可预约带厨师到场试炒、试蒸。' },
];
