import appDownloadQr from '@/assets/qr/app-download.svg';
import { routeTitle } from '@/config/routes';
import { SERIES } from '@/config/series';
import { site } from '@/config/site';
import { seriesCountText } from './claims/facts';
import { documentFile, type DocumentFile } from './document-files';
import {
  cataloguePath,
  companyProfilePages,
  companyProfilePath,
  wholeRangeTitle,
} from './documents';
import { seriesSummaries } from './products/summaries';
import type { Illustration, SectionHeading, TitledText } from './types';

export interface PlatformLink {
  /** Visible label, e.g. 安卓下载. */
  label: string;
  /** Small line under the label: store or system requirement. */
  detail: string;
  /** The store's search for the app (the app's own page once it is listed). */
  href: string;
}

/** A PDF of `npm run documents` on /download: pages, size and date come from the file. */
export interface Brochure extends DocumentFile {
  key: string;
  title: string;
  summary: string;
}

export const downloadBanner = {
  title: '下载APP',
  subtitle: '产品手册、规格书与 CAD 图随时下载；订单进度、设备报修与维保提醒，交给澄川厨装 APP。',
};

export const downloadDescription = `下载澄川厨装${seriesCountText}产品手册与企业画册 PDF、每个型号的规格书（PDF）与 CAD 图（DXF），以及澄川厨装 APP：订单进度查询、设备报修、维保提醒、专属业务员一键联系。`;

export interface AppInfo {
  name: string;
  tagline: string;
  version: string;
  /** ISO date of the current release. */
  updated: string;
  size: string;
  qr: Illustration;
}

/** What the app's home screen shows a demo customer, drawn as a phone on /download. */
export interface AppScreen {
  /** Read by assistive technology instead of the drawn screen. */
  alt: string;
  greeting: string;
  company: string;
  order: { label: string; items: string; steps: string[]; done: number; note: string };
  /** The four shortcuts, each with the one character its tile shows. */
  shortcuts: { label: string; glyph: string }[];
  messages: { title: string; text: string; time: string }[];
  tabs: string[];
}

export const appInfo: AppInfo = {
  name: '澄川厨装 APP',
  tagline: '为食堂、酒店与连锁餐饮后厨管理者打造的设备服务助手，使用客户编号或手机号即可登录。',
  version: '3.2.0',
  updated: '2026-10-18',
  size: '48.6 MB',
  qr: { src: appDownloadQr, alt: '扫码下载澄川厨装APP', width: 168, height: 168 },
};

export const appScreen: AppScreen = {
  alt: '澄川厨装 APP 首页：客户问候与单位名称，订单 HT-2026-0815 处于排产阶段，订单进度、设备报修、维保提醒、业务员四个入口，以及维保、报修和业务员三条消息',
  greeting: '下午好，张建国',
  company: '佛山顺德美食广场管理有限公司',
  order: {
    label: '订单 HT-2026-0815',
    items: '五格石板保温台 CC-BWT-5T × 12',
    steps: ['签约', '排产', '出厂', '安装'],
    done: 2,
    note: '预计 12 月 2 日出厂',
  },
  shortcuts: [
    { label: '订单进度', glyph: '单' },
    { label: '设备报修', glyph: '修' },
    { label: '维保提醒', glyph: '保' },
    { label: '业务员', glyph: '聊' },
  ],
  messages: [
    { title: '维保提醒', text: '3 号冷柜 CC-LG-4D 滤网清洗还有 5 天到期', time: '09:12' },
    { title: '报修单 BX-1024', text: '工程师已接单，今天 14:00 前到场', time: '昨天' },
    { title: '业务员 王海峰', text: '新款消毒柜的规格书已发给您，请查收', time: '周一' },
  ],
  tabs: ['首页', '订单', '消息', '我的'],
};

export const appFeatures: TitledText[] = [
  {
    title: '订单进度查询',
    text: '从合同签订、排产、出厂到安装验收，每个节点实时更新，附物流单号与安装排期。',
  },
  {
    title: '设备报修',
    text: '扫设备铭牌二维码即可报修，上传照片或视频，工程师接单、到场、完工全程可追踪。',
  },
  {
    title: '维保提醒',
    text: '按设备档案自动提醒滤网清洗、制冷剂检测与燃气管路巡检，到期前 7 天推送通知。',
  },
  {
    title: '专属业务员',
    text: '登录后显示您的专属业务员电话与微信，选型、增购和续签维保一键联系。',
  },
  {
    title: '订单统计',
    text: '按年度、项目和产品系列汇总采购金额与设备数量，便于预算编制与资产盘点。',
  },
  {
    title: '资料随身查',
    text: '产品手册、安装图纸、操作视频与合格证电子版集中存放，现场随时调阅。',
  },
];

const appName = encodeURIComponent(site.name);

/** The three stores, each searching for the app by the company's name. */
export const platformLinks: PlatformLink[] = [
  {
    label: 'App Store',
    detail: 'iOS 13.0 及以上',
    href: `https://apps.apple.com/cn/iphone/search?term=${appName}`,
  },
  {
    label: '安卓下载',
    detail: '应用宝 · Android 8.0 及以上',
    href: `https://sj.qq.com/search?q=${appName}`,
  },
  {
    label: '鸿蒙版',
    detail: '华为应用市场 · HarmonyOS 4.0 及以上',
    href: `https://appgallery.huawei.com/search/${appName}`,
  },
];

export const releaseNotes: string[] = [
  '新增维保合同续签提醒，到期前 30 天推送并可在线确认续签。',
  '报修单支持上传 60 秒以内的视频，工程师到场前即可判断故障配件。',
  '订单统计新增按产品系列筛选，可导出 Excel 报表。',
  '优化鸿蒙版微信扫码登录与账号绑定流程。',
];

/** The whole range first, then each series' 产品手册, then the 企业画册. */
export const brochures: Brochure[] = [
  {
    key: 'all',
    title: wholeRangeTitle,
    summary: `${SERIES.map(({ name }) => name).join('、')}合订一册，以产品系列总览开篇。`,
    ...documentFile(cataloguePath('all')),
  },
  ...SERIES.map(({ ctype, name }) => ({
    key: ctype,
    title: `${name}产品手册`,
    summary: `${seriesSummaries[ctype].tagline}收录产品介绍、每个型号的视图、规格参数与尺寸图，以及选配、安装条件与保修服务。`,
    ...documentFile(cataloguePath(ctype)),
  })),
  {
    key: 'company',
    title: `${site.name}企业画册`,
    summary: `${companyProfilePages.map(routeTitle).join('、')}合订一册：公司概况、生产基地与产线、资质证书与专利。`,
    ...documentFile(companyProfilePath),
  },
];

export const brochuresHeading: SectionHeading = {
  id: 'brochures',
  title: '产品资料下载',
  lead: `${seriesCountText}产品手册与企业画册，PDF 格式，可直接下载或转发给采购、设计同事。`,
};

export const sheetsHeading: SectionHeading = {
  id: 'sheets',
  title: '规格书与 CAD 图',
  lead: '每个标准型号一份规格书（PDF）与一份 CAD 图（DXF，单位 mm），出图、报审与现场放线时直接引用。',
};
