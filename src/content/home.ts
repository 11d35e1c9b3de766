import { chineseNumber, facts, plantAreaText, seriesCountText } from './claims/facts';
import { figures } from './claims/figures';
import { patentFigures } from './claims/patents';
import { replyWithin, service, servicePhrase } from './claims/service';
import type { CaseId } from './case-summaries';
import { kitchenScenes } from './kitchen-scenes';
import type { Figure, TitledText } from './types';

export const homeSections = {
  series: {
    title: '产品系列',
    lead: `从储存、烹饪、出餐到清洁与排放，${seriesCountText}覆盖后厨每一个环节。`,
  },
  advantages: { title: '为什么选择澄川', lead: '一支团队，从图纸负责到维保。' },
  cases: { title: '工程案例', lead: `${facts.customers} 多家客户的后厨，正在使用澄川的设备。` },
  qualifications: { title: '资质荣誉', lead: '体系认证、产品认证与行业认可。' },
};

export const homeFigures: Figure[] = [
  figures.founded,
  figures.models,
  figures.customers,
  patentFigures[0]!,
];

export const homeAdvantages: TitledText[] = [
  {
    title: '整厨一站式交付',
    text: '规划设计、设备制造、安装调试、验收培训由同一团队负责，不用在多家供应商之间协调。',
  },
  {
    title: '自有工厂，品质可控',
    text: '钣金、焊接、发泡与总装产线全部自有，304 不锈钢主体，关键部件 100% 出厂检测。',
  },
  { title: '节能环保', text: '预混燃烧、热风循环与静电净化等技术，帮助客户降低能耗、排放达标。' },
  {
    title: `${service.responseHours} 小时响应`,
    text: `400 热线全年无休，报修 ${servicePhrase}，常用备件区域仓常备。`,
  },
];

/** The full-width picture after 为什么选择澄川: the plant behind 自有工厂 (links to /factory). */
export const homeFactoryBand = {
  image: kitchenScenes.assembly,
  kicker: '澄川生产基地 · 佛山顺德',
  title: '从一张不锈钢板到整机出厂，都在自己的工厂完成',
  text: `${plantAreaText} 自有基地，钣金、焊接、发泡、总装与检测全部自己做；${chineseNumber(facts.assemblyLines)}条柔性总装线按系列分线装配，每台设备逐台通电老化、检测合格后才出厂。`,
  cta: '走进澄川工厂',
};

/** Cases featured on the home page, by id (src/content/case-summaries.ts). */
export const featuredCaseIds: CaseId[] = [
  'shunde-middle-school',
  'guangzhou-general-hospital',
  'dongguan-electronics',
  'sanya-resort-hotel',
];

/** Certificates featured on the home page, by id (src/content/qualifications.ts). */
export const featuredCertificateIds: string[] = ['iso9001', 'ccc', 'energy-saving', 'high-tech'];

export const homeContact = {
  title: '为您的后厨做一份方案',
  text: `告诉我们就餐人数与场地面积，项目工程师将在 ${replyWithin}联系您，免费提供平面布局与设备清单。`,
  hotlineLabel: '全国服务热线',
  cta: '用选型助手配一套',
  secondaryCta: '填写询价单',
};
