import { company } from '@/config/company';
import { facts, plantAreaText, seriesCountText, seriesListText, yearsText } from './claims/facts';
import { figures } from './claims/figures';
import { patentFigures } from './claims/patents';
import { networkPhrase, serviceNetwork } from './claims/service';
import type { Figure, SectionHeading, TitledText } from './types';

export const aboutBanner = {
  title: '公司简介',
  subtitle: `澄川厨装：扎根顺德${yearsText}的商用厨房设备制造与工程服务商。`,
};

export const aboutIntro: string[] = [
  `${company.name}成立于 ${company.founded} 年，总部位于广东省佛山市顺德区澄川工业园，拥有 ${plantAreaText} 自有生产基地，是一家集商用厨房设备研发、制造、厨房工程设计与安装、售后服务于一体的国家高新技术企业。`,
  `公司以“让每一间后厨更安全、更高效、更节能”为使命，产品覆盖${seriesListText}${seriesCountText}，共 ${facts.models} 个标准型号（可按厨房非标定制），服务学校、医院、企业食堂、酒店与连锁餐饮客户超过 ${facts.customers} 家。`,
  `从一张图纸到一间可交付使用的厨房，澄川提供方案设计、设备生产、现场安装、人员培训与全生命周期维保的一站式服务，${networkPhrase}。`,
];

export const aboutFigures: Figure[] = [
  figures.founded,
  figures.plantArea,
  figures.models,
  figures.customers,
  patentFigures[0]!,
  figures.servicePoints,
];

export const aboutBusiness: TitledText[] = [
  {
    title: '厨房整体规划',
    text: '按就餐人数、菜系与动线进行功能分区与排烟、给排水、燃气一体化设计，出具平面图与效果图。',
  },
  {
    title: '设备研发制造',
    text: '自有钣金、焊接、发泡与总装产线，304 不锈钢主体，关键部件 100% 出厂检测。',
  },
  {
    title: '工程安装交付',
    text: '项目经理驻场管理，燃气、电气、排烟同步施工，验收合格后进行操作与安全培训。',
  },
  {
    title: '全生命周期维保',
    text: '建立设备档案，定期巡检、滤网与易损件更换，质保期外提供年度维保合同。',
  },
];

export const aboutService: TitledText[] = serviceNetwork;

export const milestonesHeading: SectionHeading = {
  id: 'milestones',
  title: `${yearsText}，几个节点`,
  lead: `从一间钣金车间到${seriesCountText}、全国服务网络。`,
};
