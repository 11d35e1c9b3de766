import phoneMockup from '@/assets/illustrations/download/phone-mockup.svg';
import appDownloadQr from '@/assets/qr/app-download.svg';
import { staticUrl } from '@/config/asset-url';
import { SERIES, type SeriesCtype } from '@/config/series';
import type { Illustration, TitledText } from './types';

export interface PlatformLink {
  /** Visible label, e.g. 安卓下载. */
  label: string;
  /** Small line under the label: store or system requirement. */
  detail: string;
  href: string;
  /** Direct file download (the APK) rather than a store page. */
  file?: boolean;
}

export interface Brochure {
  key: string;
  title: string;
  summary: string;
  pages: number;
  size: string;
  date: string;
  href: string;
}

export const downloadBanner = {
  title: '下载APP',
  subtitle: '订单进度、设备报修、维保提醒，澄川厨装 APP 让后厨管理装进口袋。',
};

export const downloadDescription =
  '下载澄川厨装 APP：订单进度查询、设备报修、维保提醒、专属业务员一键联系；并提供七大产品系列手册与企业画册 PDF 下载。';

export interface AppInfo {
  name: string;
  tagline: string;
  version: string;
  /** ISO date of the current release. */
  updated: string;
  size: string;
  qr: Illustration;
  mockup: Illustration;
}

export const appInfo: AppInfo = {
  name: '澄川厨装 APP',
  tagline: '为食堂、酒店与连锁餐饮后厨管理者打造的设备服务助手，使用客户编号或手机号即可登录。',
  version: '3.2.0',
  updated: '2026-10-18',
  size: '48.6 MB',
  qr: { src: appDownloadQr, alt: '扫码下载澄川厨装APP', width: 168, height: 168 },
  mockup: {
    src: phoneMockup,
    alt: '澄川厨装 APP 首页示意：顶部显示客户信息，下方为订单进度条、四个功能入口和设备消息列表',
    width: 360,
    height: 640,
  },
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

export const platformLinks: PlatformLink[] = [
  { label: 'App Store', detail: 'iOS 13.0 及以上', href: staticUrl('/app/chengchuan-ios.html') },
  {
    label: '安卓下载',
    detail: 'Android 8.0 及以上',
    href: staticUrl('/app/chengchuan-android-3.2.0.apk'),
    file: true,
  },
  {
    label: '鸿蒙版',
    detail: 'HarmonyOS 4.0 及以上',
    href: staticUrl('/app/chengchuan-harmony.html'),
  },
];

export const releaseNotes: string[] = [
  '新增维保合同续签提醒，到期前 30 天推送并可在线确认续签。',
  '报修单支持上传 60 秒以内的视频，工程师到场前即可判断故障配件。',
  '订单统计新增按产品系列筛选，可导出 Excel 报表。',
  '优化鸿蒙版微信扫码登录与账号绑定流程。',
];

const SERIES_BROCHURES: Record<SeriesCtype, Omit<Brochure, 'key' | 'title' | 'href'>> = {
  baowentai: {
    summary: '暖汤池、热菜保温台、售饭台共 42 个型号的尺寸、功率与选型建议。',
    pages: 36,
    size: '12.4 MB',
    date: '2026-09-15',
  },
  lenggui: {
    summary: '立式冷柜、卧式操作台冷柜与冷库机组参数，含能效等级与制冷剂说明。',
    pages: 44,
    size: '15.8 MB',
    date: '2026-09-15',
  },
  shangyongzaotai: {
    summary: '中餐炒灶、大锅灶、矮汤炉与电磁灶，燃气及电力配置一览。',
    pages: 52,
    size: '18.2 MB',
    date: '2026-09-20',
  },
  xiaoduji: {
    summary: '高温热风、臭氧与紫外线消毒柜，附学校食堂餐具消毒配置建议。',
    pages: 28,
    size: '9.6 MB',
    date: '2026-08-30',
  },
  youyanjinghua: {
    summary: '静电式与复合式油烟净化器、运水烟罩，含排放检测报告摘要。',
    pages: 32,
    size: '11.3 MB',
    date: '2026-09-05',
  },
  zhengfangui: {
    summary: '燃气、电热与蒸汽蒸饭柜，12 盘至 24 盘各规格产能对照表。',
    pages: 26,
    size: '8.7 MB',
    date: '2026-08-30',
  },
  shangyongjingshuiji: {
    summary: '商用反渗透净水机、开水器与直饮机，滤芯更换周期与水质标准。',
    pages: 30,
    size: '10.1 MB',
    date: '2026-09-10',
  },
};

export const brochures: Brochure[] = [
  ...SERIES.map(({ ctype, name }) => ({
    key: ctype,
    title: `${name}产品手册`,
    href: staticUrl(`/brochures/${ctype}-2026.pdf`),
    ...SERIES_BROCHURES[ctype],
  })),
  {
    key: 'company',
    title: '澄川厨装企业画册',
    summary: '公司简介、生产基地、资质荣誉与学校、医院、酒店典型工程案例合集。',
    pages: 48,
    size: '21.5 MB',
    date: '2026-10-08',
    href: staticUrl('/brochures/company-profile-2026.pdf'),
  },
];
