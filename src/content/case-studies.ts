import type { SeriesCtype } from '../config/series';
import { caseSummaries, type CaseId, type CaseSummary } from './case-summaries';
import type { Figure } from './types';

/**
 * Each case's story, keyed by the id of its summary (case-summaries.ts): the kitchen's problem, what
 * was installed and the result in figures. Plain data, no images (the route list of case pages reads
 * this file in Node). Scenes per sector and the page copy are in cases.ts.
 */

export { CASE_SECTORS, type CaseSector, type CaseSummary } from './case-summaries';

export interface InstalledItem {
  /** Model number as the catalogue writes it. */
  model: string;
  quantity: number;
}

interface CaseDetail {
  /** 就餐人数 / 面积. */
  scale: string;
  /** The kitchen's problem before the project. */
  problem: string;
  /** What was installed (catalogue models). */
  installed: InstalledItem[];
  /** The result in two to four figures. */
  figures: Figure[];
}

export interface CaseStudy extends CaseSummary, CaseDetail {
  /** The series delivered, from the installed models, in catalogue order. */
  equipment: SeriesCtype[];
}

/** Typed by the summaries' ids: a case without its story, or a story without a case, does not compile. */
const caseDetails: Record<CaseId, CaseDetail> = {
  'shunde-middle-school': {
    scale: '就餐 3200 人 · 厨房 1800 ㎡',
    problem:
      '旧食堂只有 4 个窗口，3200 名学生分三批就餐仍要排队 20 分钟以上；蒸饭靠两台老式燃气蒸柜，米饭夹生、出饭慢，后厨油烟直排操场一侧。',
    installed: [
      { model: 'CC-BWT-12D', quantity: 6 },
      { model: 'CC-ZF-36E', quantity: 4 },
      { model: 'CC-ZT-3C', quantity: 3 },
      { model: 'CC-ZT-1D', quantity: 2 },
      { model: 'CC-XD-TC4', quantity: 2 },
      { model: 'CC-YJ-20KU', quantity: 2 },
      { model: 'CC-LG-LY2', quantity: 2 },
    ],
    figures: [
      { value: '25', unit: '分钟', label: '午餐出餐时间' },
      { value: '12', unit: '条', label: '售饭线' },
      { value: '98', unit: '%', label: '油烟去除率' },
    ],
  },
  'changsha-primary-school': {
    scale: '就餐 1500 人 · 厨房 650 ㎡',
    problem:
      '老食堂设备用了十几年，蒸饭柜漏汽、消毒柜温度不够，没有专用留样柜；改造只能利用暑假，开学前必须通过验收。',
    installed: [
      { model: 'CC-ZF-24E', quantity: 3 },
      { model: 'CC-XD-2R', quantity: 2 },
      { model: 'CC-LG-6D', quantity: 2 },
      { model: 'CC-LG-LY2', quantity: 1 },
      { model: 'CC-JS-KW90', quantity: 4 },
    ],
    figures: [
      { value: '45', unit: '天', label: '拆除、改造到验收' },
      { value: '4', unit: '处', label: '新增直饮水点' },
      { value: '48', unit: '小时', label: '每餐留样冷藏' },
    ],
  },
  'nanning-vocational-college': {
    scale: '就餐 6000 人 · 厨房 3200 ㎡',
    problem:
      '三层食堂 28 个窗口各自为政，燃气灶具老化、热效率低，月均燃气费居高不下；学生饮水靠桶装水，搬运与卫生都难管。',
    installed: [
      { model: 'CC-BWT-10D', quantity: 8 },
      { model: 'CC-ZT-3C', quantity: 6 },
      { model: 'CC-ZT-2C', quantity: 4 },
      { model: 'CC-YJ-16K', quantity: 4 },
      { model: 'CC-LG-6D', quantity: 6 },
      { model: 'CC-JS-2T', quantity: 1 },
    ],
    figures: [
      { value: '27', unit: '%', label: '月均用气量下降' },
      { value: '28', unit: '个', label: '售饭窗口' },
      { value: '6000', unit: '人', label: '日均就餐' },
    ],
  },
  'guangzhou-general-hospital': {
    scale: '日供 2800 人次 · 厨房 1200 ㎡',
    problem:
      '治疗餐、普食和职工餐挤在同一条流水线上，生熟交叉；送到病区的饭菜常常只剩温吞，患者投诉多。',
    installed: [
      { model: 'CC-ZF-24S', quantity: 4 },
      { model: 'CC-BWT-8G', quantity: 6 },
      { model: 'CC-XD-ZQ2', quantity: 3 },
      { model: 'CC-LG-4D', quantity: 6 },
      { model: 'CC-LG-LY2', quantity: 2 },
    ],
    figures: [
      { value: '60', unit: '℃', label: '病区收餐时菜品温度不低于' },
      { value: '2800', unit: '人次', label: '每日供餐' },
      { value: '3', unit: '条', label: '分区生产线' },
    ],
  },
  'nanchang-maternity-hospital': {
    scale: '就餐 900 人 · 厨房 480 ㎡',
    problem: '职工食堂紧挨住院楼，油烟和噪声投诉不断；病区开水间的老式开水器水垢严重。',
    installed: [
      { model: 'CC-ZT-2C', quantity: 3 },
      { model: 'CC-YJ-12K', quantity: 2 },
      { model: 'CC-XD-2R', quantity: 2 },
      { model: 'CC-JS-KW60', quantity: 8 },
    ],
    figures: [
      { value: '0', unit: '起', label: '改造后油烟投诉' },
      { value: '8', unit: '台', label: '病区直饮机' },
      { value: '900', unit: '人', label: '日均就餐' },
    ],
  },
  'chengdu-district-hospital': {
    scale: '日供 2000 人次 · 厨房 950 ㎡',
    problem:
      '新院区与主体建筑同期施工，厨房设备若等土建完工再定，排烟、给排水和电力容量都可能来不及预留。',
    installed: [
      { model: 'CC-ZF-24E', quantity: 3 },
      { model: 'CC-ZT-2C', quantity: 4 },
      { model: 'CC-LG-6D', quantity: 4 },
      { model: 'CC-XD-TC2', quantity: 2 },
      { model: 'CC-YJ-16K', quantity: 2 },
    ],
    figures: [
      { value: '0', unit: '天', label: '开院后等待设备的时间' },
      { value: '2000', unit: '人次', label: '每日供餐' },
      { value: '950', unit: '㎡', label: '厨房面积' },
    ],
  },
  'dongguan-electronics': {
    scale: '日供 8000 人 · 厨房 4000 ㎡',
    problem: '三班倒工厂每天四餐，高峰期员工排队 15 分钟以上，午休时间有一半花在排队上。',
    installed: [
      { model: 'CC-BWT-12D', quantity: 10 },
      { model: 'CC-ZF-48S', quantity: 3 },
      { model: 'CC-ZT-3C', quantity: 6 },
      { model: 'CC-ZT-1D', quantity: 4 },
      { model: 'CC-XD-TC4', quantity: 3 },
      { model: 'CC-YJ-20KU', quantity: 3 },
      { model: 'CC-LG-6D', quantity: 8 },
    ],
    figures: [
      { value: '6', unit: '分钟', label: '每餐排队时间（原 15 分钟）' },
      { value: '4', unit: '餐', label: '24 小时供应' },
      { value: '8000', unit: '人', label: '日供' },
    ],
  },
  'suzhou-biopharma': {
    scale: '就餐 1200 人 · 厨房 700 ㎡',
    problem:
      '园区新规要求新建食堂减少燃气使用，原方案的燃气炒灶和蒸柜无法报批；夏季后厨温度超过 38 ℃。',
    installed: [
      { model: 'CC-BWT-8G', quantity: 4 },
      { model: 'CC-LG-4D', quantity: 4 },
      { model: 'CC-ZT-DC25', quantity: 2 },
      { model: 'CC-ZT-DC15', quantity: 4 },
      { model: 'CC-JS-1T', quantity: 1 },
    ],
    figures: [
      { value: '6', unit: '℃', label: '后厨夏季降温' },
      { value: '100', unit: '%', label: '全电化' },
      { value: '1200', unit: '人', label: '日均就餐' },
    ],
  },
  'wuhan-auto-parts': {
    scale: '日供 5000 份 · 厨房 2600 ㎡',
    problem:
      '四个厂区食堂各自采购、各自加工，品质不一、浪费多，电蒸饭柜的电费是食堂最大的一笔开支。',
    installed: [
      { model: 'CC-ZT-1D', quantity: 6 },
      { model: 'CC-ZT-3C', quantity: 4 },
      { model: 'CC-ZF-48S', quantity: 4 },
      { model: 'CC-LG-6D', quantity: 10 },
      { model: 'CC-XD-TC4', quantity: 2 },
      { model: 'CC-YJ-20KU', quantity: 3 },
    ],
    figures: [
      { value: '18', unit: '万元', label: '每年节省电费' },
      { value: '4', unit: '个', label: '配送食堂' },
      { value: '5000', unit: '份', label: '日供' },
    ],
  },
  'sanya-resort-hotel': {
    scale: '客房 420 间 · 后厨 1500 ㎡',
    problem:
      '中餐、西餐与全日餐厅共用一个热厨，早餐高峰时自助线补菜跟不上，海边高湿环境让普通设备很快锈蚀。',
    installed: [
      { model: 'CC-ZT-2C', quantity: 4 },
      { model: 'CC-BWT-5T', quantity: 6 },
      { model: 'CC-LG-PT18', quantity: 6 },
      { model: 'CC-LG-4D', quantity: 4 },
      { model: 'CC-YJ-YS30', quantity: 2 },
      { model: 'CC-XD-2M', quantity: 2 },
    ],
    figures: [
      { value: '420', unit: '间', label: '客房' },
      { value: '3', unit: '个', label: '餐厅共用热厨' },
      { value: '30', unit: '分钟', label: '早餐补菜间隔缩短到' },
    ],
  },
  'hangzhou-business-hotel': {
    scale: '宴会厅 60 桌 · 后厨 900 ㎡',
    problem: '60 桌婚宴同时出菜，原有炒灶火力不够，烟罩积油严重，环保检测多次不达标。',
    installed: [
      { model: 'CC-ZT-3C', quantity: 4 },
      { model: 'CC-ZT-2A', quantity: 2 },
      { model: 'CC-ZF-24G', quantity: 2 },
      { model: 'CC-BWT-8G', quantity: 2 },
      { model: 'CC-YJ-YS30', quantity: 2 },
      { model: 'CC-YJ-16K', quantity: 1 },
    ],
    figures: [
      { value: '60', unit: '桌', label: '同时出菜' },
      { value: '1', unit: '次', label: '排放检测通过' },
      { value: '900', unit: '㎡', label: '后厨面积' },
    ],
  },
  'zhuhai-convention-hotel': {
    scale: '会议餐 1500 人 · 后厨 1100 ㎡',
    problem: '会展期间早餐、午宴和茶歇轮番上场，自助餐线布局固定，换场要一个多小时。',
    installed: [
      { model: 'CC-BWT-5T', quantity: 8 },
      { model: 'CC-BWT-3T', quantity: 6 },
      { model: 'CC-LG-PT18', quantity: 4 },
      { model: 'CC-XD-2M', quantity: 2 },
      { model: 'CC-JS-KW90', quantity: 4 },
    ],
    figures: [
      { value: '30', unit: '分钟', label: '早餐切换为午宴布局' },
      { value: '4500', unit: '份', label: '展会期间日供' },
      { value: '1500', unit: '人', label: '会议餐' },
    ],
  },
  'cantonese-dim-sum-chain': {
    scale: '36 家门店 · 单店后厨约 90 ㎡',
    problem:
      '各门店厨房由不同供应商配置，设备型号五花八门，维修备件难统一，新店开业前厨房工期动辄一个月。',
    installed: [
      { model: 'CC-ZF-6E', quantity: 36 },
      { model: 'CC-ZT-DC15', quantity: 36 },
      { model: 'CC-LG-PT12', quantity: 72 },
      { model: 'CC-JS-400', quantity: 36 },
    ],
    figures: [
      { value: '10', unit: '天', label: '新店厨房工期' },
      { value: '3', unit: '套', label: '标准店型设备清单' },
      { value: '36', unit: '家', label: '门店' },
    ],
  },
  'fast-food-central-kitchen': {
    scale: '日供 20000 份 · 厂房 2200 ㎡',
    problem: '80 多家门店各自炒菜蒸饭，后厨面积大、人手多，口味也难统一。',
    installed: [
      { model: 'CC-ZT-1D', quantity: 8 },
      { model: 'CC-ZF-48S', quantity: 6 },
      { model: 'CC-LG-4F', quantity: 12 },
      { model: 'CC-LG-6D', quantity: 10 },
      { model: 'CC-XD-TC4', quantity: 2 },
      { model: 'CC-YJ-20KU', quantity: 4 },
    ],
    figures: [
      { value: '20000', unit: '份', label: '日供' },
      { value: '80', unit: '家', label: '配送门店' },
      { value: '1/3', label: '门店后厨面积缩小' },
    ],
  },
  'chongqing-hotpot-chain': {
    scale: '就餐 300 座 · 后厨 160 ㎡',
    problem:
      '火锅店后厨食材冷藏量大，门店开在商场里，油烟与异味必须在店内处理达标；餐具周转快，消毒跟不上翻台。',
    installed: [
      { model: 'CC-LG-6D', quantity: 3 },
      { model: 'CC-LG-PT18', quantity: 2 },
      { model: 'CC-YJ-8K', quantity: 2 },
      { model: 'CC-XD-2M', quantity: 2 },
      { model: 'CC-JS-800', quantity: 1 },
    ],
    figures: [
      { value: '300', unit: '座', label: '就餐' },
      { value: '95', unit: '%', label: '油烟去除率' },
      { value: '160', unit: '㎡', label: '后厨面积' },
    ],
  },
};

/**
 * The series a model number belongs to, from its prefix (CC-LG-… is a 冷柜). Read from the number
 * rather than the catalogue so pages that list cases (the home page) do not load the catalogue;
 * src/content/catalogue/catalogue.test.ts checks every model's prefix against its series.
 */
export const SERIES_BY_PREFIX: Record<string, SeriesCtype> = {
  BWT: 'baowentai',
  LG: 'lenggui',
  ZT: 'shangyongzaotai',
  XD: 'xiaoduji',
  YJ: 'youyanjinghua',
  ZF: 'zhengfangui',
  JS: 'shangyongjingshuiji',
};

export const seriesOfModel = (model: string): SeriesCtype | undefined =>
  SERIES_BY_PREFIX[model.split('-')[1] ?? ''];

const seriesOf = (item: InstalledItem) => seriesOfModel(item.model);

export const caseStudies: CaseStudy[] = caseSummaries.map((summary) => {
  const detail = caseDetails[summary.id];
  const equipment = detail.installed.map(seriesOf).filter((c): c is SeriesCtype => Boolean(c));
  return { ...summary, ...detail, equipment: [...new Set(equipment)] };
});

/** The cases that installed a model (model number as the catalogue writes it). */
export function casesUsingModel(model: string): CaseStudy[] {
  return caseStudies.filter((study) => study.installed.some((item) => item.model === model));
}
