import { company } from '@/config/company';
import type { Figure, TitledText } from '../types';
import { facts, seriesCountText } from './facts';

/**
 * THE service promise, lead times, warranty and reply times: every page, the 产品手册 included,
 * reads them here (claims.test.ts fails on a second copy typed elsewhere in src/).
 */
export const service = {
  /** An engineer calls back within this many hours of a repair call. */
  responseHours: 2,
  /** On site within this many hours in provincial capitals and prefecture-level cities… */
  onSiteHours: 24,
  /** …and in remote areas. */
  remoteOnSiteHours: 48,
  /** Repairs done at the first visit, %. */
  firstVisitFixPct: 95,
  /** Sales and project engineers answer an enquiry, a message or an e-mail within (working days). */
  replyWorkingDays: 1,
  /** A regional manager answers a partner's application within (working days). */
  partnerReplyWorkingDays: 3,
  /** A partner's project quotation within (hours). */
  partnerQuoteHours: 24,
  /** Visits to the plant and showroom: book this many working days ahead. */
  visitNoticeWorkingDays: 2,
  /** Follow-up call after commissioning, within (days). */
  followUpDays: 30,
} as const;

/** When the offices (the switchboard, sales, HR) are open. */
export const officeHours = '周一至周六 8:30–18:00';

/** Lead times, in calendar days. */
const leadTimes = {
  /** Standard models, on average, from order to dispatch. */
  standardDays: 15,
  /** Made-to-drawing units, from the drawing's approval. */
  customDays: 25,
} as const;

/** The standard lead time as a figure (/factory). */
export const leadTimeFigure: Figure = {
  value: String(leadTimes.standardDays),
  unit: '天',
  label: '标准品平均交期',
};

/** Warranty, in years. */
const warranty = {
  wholeUnitYears: 1,
  /** Compressors, burners and the other core parts. */
  coreYears: 3,
  coreParts: '压缩机与燃烧器等核心部件',
  /** Wear parts (gaskets, ignition needles…), in months. */
  wearMonths: 3,
} as const;

/** The three periods as figures (/service, 保修政策): the whole unit, core parts, wear parts. */
export const warrantyPeriods = [
  { value: String(warranty.wholeUnitYears), unit: '年', label: '整机质保' },
  { value: String(warranty.coreYears), unit: '年', label: '核心部件质保' },
  { value: String(warranty.wearMonths), unit: '个月', label: '易损件质保' },
] as const satisfies readonly Figure[];

const NB = '\u00a0';
const h = (hours: number) => `${hours}${NB}小时`;

/** The promise in one phrase: response and on-site hours (…小时响应、…小时到场). */
export const servicePhrase = `${h(service.responseHours)}响应、${h(service.onSiteHours)}到场`;

/** The network and its promise (全国…个省级服务网点承诺…). */
export const networkPhrase = `全国${NB}${facts.servicePoints}${NB}个省级服务网点承诺${servicePhrase}`;

/** On-site times in cities and in remote areas. */
const onSitePhrase = `省会及地级市${NB}${h(service.onSiteHours)}内到场，偏远地区${NB}${h(service.remoteOnSiteHours)}内到场`;

/** Both lead times in one phrase (标准品平均…天、非标定制…天交付). */
export const leadTimePhrase = `标准品平均${NB}${leadTimes.standardDays}${NB}天、非标定制图纸确认后约${NB}${leadTimes.customDays}${NB}天交付`;

/** The warranty in one phrase: the whole unit, then the core parts. */
export const warrantyPhrase = `整机质保${NB}${warranty.wholeUnitYears}${NB}年，${warranty.coreParts}质保${NB}${warranty.coreYears}${NB}年`;

/** Wear parts replaced free (验收后…个月内). */
export const wearPartsWithin = `验收后${NB}${warranty.wearMonths}${NB}个月内`;

/** How soon sales answer (…个工作日内). */
export const replyWithin = `${service.replyWorkingDays}${NB}个工作日内`;

/** How soon a regional manager answers a partner (…个工作日内). */
export const partnerReplyWithin = `${service.partnerReplyWorkingDays}${NB}个工作日内`;

/** Booking a visit (提前…个工作日). */
export const visitNotice = `提前${NB}${service.visitNoticeWorkingDays}${NB}个工作日`;

export interface ServicePromise {
  /** Big figure, e.g. 2. */
  value: string;
  unit?: string;
  title: string;
  text: string;
}

/** The promises written into every equipment contract (/culture, the 产品手册). */
export const servicePromises: ServicePromise[] = [
  {
    value: String(service.responseHours),
    unit: '小时',
    title: '报修响应',
    text: `报修后${NB}${h(service.responseHours)}内由属地工程师电话联系，先远程判断故障、再带齐备件上门处理。`,
  },
  {
    value: String(service.onSiteHours),
    unit: '小时',
    title: '上门到场',
    text: `${onSitePhrase}；开学、节假日等保障期提前驻点值守。`,
  },
  {
    value: String(warranty.coreYears),
    unit: '年',
    title: '核心部件质保',
    text: `${warrantyPhrase}，质保期内免费换件、免收上门费。`,
  },
  {
    value: '终身',
    title: '技术支持',
    text: '每台设备建立电子档案，质保期满后继续提供技术咨询、原厂备件与年度维保合同服务。',
  },
];

/** The hotline's promise line: 服务热线 400-… 全年无休. */
export const hotlineLine = `服务热线${NB}${company.hotline}${NB}全年无休`;

/** The service network in three cards (/about). */
export const serviceNetwork: TitledText[] = [
  {
    title: `${h(service.responseHours)}响应`,
    text: `${company.hotline}${NB}全年无休，报修后${NB}${h(service.responseHours)}内由属地工程师联系。`,
  },
  { title: `${h(service.onSiteHours)}到场`, text: `${onSitePhrase}。` },
  {
    title: '备件常备',
    text: `${seriesCountText}常用备件在各区域仓常备，${service.firstVisitFixPct}%${NB}的故障当次上门解决。`,
  },
];
