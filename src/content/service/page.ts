import { seriesCountText } from '../claims/facts';
import type { SectionHeading } from '../types';

/** The copy of /service around its data (points.ts, warranty.ts, faults.ts). */
export const serviceBanner = {
  subtitle: '保修政策、服务网点、常见故障与资料下载：设备交付之后，澄川的服务才刚开始。',
};

export const serviceDescription = `澄川厨装售后服务：${seriesCountText}保修政策、全国服务网点与电话、常见故障处理方法、产品手册与规格书下载，在线申请报修。`;

export const repairCall = {
  title: '设备出了故障？',
  text: '在客户中心选择已登记的设备在线申请报修，可上传现场照片、查看派工进度；也可直接拨打服务热线。',
  linkText: '申请报修',
};

export const warrantyHeading: SectionHeading = {
  id: 'warranty',
  title: '保修政策',
  lead: `每台设备的保修条款写进合同，下列为${seriesCountText}的标准保修；项目合同另有约定的，以合同为准。`,
};

export const networkHeading: SectionHeading = {
  id: 'network',
  title: '服务网点',
};

export const faultsHeading: SectionHeading = {
  id: 'faults',
  title: '常见故障',
  lead: '多数停机可以先自行排查：下列为各系列最常见的故障与处理办法，涉及燃气、高压与冷媒的维修请交给工程师。',
};

export const downloadsHeading: SectionHeading = {
  id: 'manuals',
  title: '资料下载',
  lead: '各系列产品手册与每个型号的规格书（PDF），安装、验收与维修时备查。',
};

/** The lead of 服务网点, counted from the data. */
export const networkLead = (counts: { provinces: number; points: number; regions: number }) =>
  `全国 ${counts.provinces}\u00a0个省、自治区、直辖市共 ${counts.points}\u00a0个服务网点，由 ${counts.regions}\u00a0个区域服务中心统筹调度。点选地图上的省份，查看网点地址与电话。`;

/** The last card of 常见故障: for a fault the list does not name. */
export const faultsHelp = {
  title: '没有找到您的问题？',
  text: '拨打服务热线，值班工程师先远程判断故障、再带齐备件上门；已登记的设备也可在线报修，随时查看派工进度。',
  linkText: '在线报修',
};
