import { SERIES, type SeriesCtype } from '@/config/series';

/** What cards need of a series (home, overview): kept apart so they do not load every spec table. */
export interface SeriesSummary {
  ctype: SeriesCtype;
  name: string;
  /** One line for cards and the banner. */
  tagline: string;
}

/** Each series' line for cards and the banner; its name is the series module's. */
const TAGLINES: Record<SeriesCtype, string> = {
  baowentai: '分格独立控温，出餐两小时仍保持适口温度与色泽。',
  lenggui: '四门、六门、工作台与留样柜，后厨冷链一次配齐。',
  shangyongzaotai: '猛火炒灶、大锅灶、矮汤灶与电磁灶，火力足、更省气。',
  xiaoduji: '热风循环高温消毒，餐盘、碗筷一次消毒烘干。',
  youyanjinghua: '高压静电两级净化，排放达标，风道更干净。',
  zhengfangui: '电、燃气、外接蒸汽三种热源，上下层米饭同时蒸熟、软硬一致。',
  shangyongjingshuiji: '多级过滤 + 反渗透，直饮水与烹饪用水一机解决。',
};

export const seriesSummaries = Object.fromEntries(
  SERIES.map(({ ctype, name }) => [ctype, { ctype, name, tagline: TAGLINES[ctype] }]),
) as Record<SeriesCtype, SeriesSummary>;
