import {
  chineseNumber,
  facts,
  plantAreaText,
  rdSharePhrase,
  yearsInBusiness,
  yearsText,
} from './claims/facts';
import { figures } from './claims/figures';
import { patentCounts, patentFigures } from './claims/patents';
import { servicePhrase } from './claims/service';
import progressGrowth from '@/assets/illustrations/company/progress-growth.svg';
import { kitchenScenes } from './kitchen-scenes';
import type { Figure, Illustration } from './types';

export interface Milestone {
  year: string;
  title: string;
  text: string;
  /** Short label on the rail, e.g. 认证, 新品, 产能. */
  tag: string;
}

export const progressBanner = {
  title: '发展历程',
  subtitle: `从顺德一间 ${facts.firstWorkshopM2} ㎡ 的钣金车间，到服务全国 ${facts.customers} 余家客户的商用厨房整体解决方案商。`,
  image: progressGrowth,
};

export const progressLead = `${yearsText}里，我们只专注一件事：把商用后厨做得更安全、更高效、更节能。`;

export const milestones: Milestone[] = [
  {
    year: String(facts.founded),
    tag: '创立',
    title: '在顺德伦教创立',
    text: `${facts.founders} 名创始员工在佛山市顺德区伦教租下 ${facts.firstWorkshopM2} ㎡ 厂房，从不锈钢工作台、水池柜和货架做起，当年交付 40 余间学校与工厂食堂。`,
  },
  {
    year: '2008',
    tag: '产品',
    title: '第一条保温台生产线投产',
    text: '自主设计的电热保温售饭台实现批量生产，水浴加热与分格温控成为学校食堂的标配，年产能突破 3000 台。',
  },
  {
    year: '2010',
    tag: '认证',
    title: '通过 ISO 9001 质量管理体系认证',
    text: '建立从来料检验、过程巡检到出厂检测的全流程质量档案，每台设备可追溯到钢材批次与装配工位。',
  },
  {
    year: '2012',
    tag: '产能',
    title: '迁入澄川工业园新厂区',
    text: `一期 ${facts.plantPhaseOneM2} ㎡ 厂房在澄川工业园 8 号落成，新增聚氨酯发泡线，冷柜、冷藏工作台系列随之上市。`,
  },
  {
    year: '2013',
    tag: '认证',
    title: '环境与职业健康安全体系认证',
    text: '相继通过 ISO 14001 环境管理体系与 OHSAS 18001 职业健康安全管理体系认证（2019 年完成向 ISO 45001 的换版）。',
  },
  {
    year: '2014',
    tag: '产品',
    title: '油烟净化系列上市',
    text: '推出高压静电式油烟净化一体机，配套烟罩与风柜一并设计，帮助城区餐饮门店满足油烟排放的环保要求。',
  },
  {
    year: '2016',
    tag: '荣誉',
    title: '认定为国家高新技术企业',
    text: `研发投入连续三年达到${rdSharePhrase}，组建商用厨房热工实验室，同年获批佛山市商用厨房设备工程技术研究中心。`,
  },
  {
    year: '2018',
    tag: '产能',
    title: `二期厂房投用，生产基地扩至 ${plantAreaText}`,
    text: '引进光纤激光切割机、数控折弯中心与机器人焊接工作站，钣金件精度提升到 ±0.1 mm，交付周期缩短三分之一。',
  },
  {
    year: '2019',
    tag: '服务',
    title: '建成全国服务网络',
    text: `在 ${facts.servicePoints} 个省、自治区、直辖市设立省级服务网点与备件仓，推出 ${servicePhrase}的服务承诺。`,
  },
  {
    year: '2020',
    tag: '产品',
    title: '七大产品系列齐备',
    text: '商用净水机系列上市，与保温台、冷柜、商用灶台、消毒柜、油烟净化、蒸饭柜组成覆盖后厨全流程的七大系列。',
  },
  {
    year: '2022',
    tag: '智造',
    title: '智能工厂一期上线',
    text: 'MES 制造执行系统与 WMS 仓储系统上线，关键工序扫码报工、质检数据自动归档，订单进度对客户实时可查。',
  },
  {
    year: '2024',
    tag: '物联',
    title: '发布澄川厨房物联平台',
    text: '灶台、冷柜、消毒柜接入云端，燃气用量、柜温与消毒记录可在手机上查看，异常自动推送给属地服务工程师。',
  },
  {
    year: String(facts.asOf),
    tag: yearsText,
    title: `创立${chineseNumber(yearsInBusiness)}周年，研发中心大楼启用`,
    text: `新研发中心集热工、制冷、环保与电气安全${chineseNumber(facts.labs)}个实验室于一体，授权专利累计 ${patentCounts.total} 项，服务客户超过 ${facts.customers} 家。`,
  },
];

export const todayText: string[] = [
  `今天的澄川，拥有 ${plantAreaText} 生产基地、${facts.models} 个标准型号和一支 ${facts.rdStaff} 人的研发与工程设计团队，从一张厨房平面图到整间后厨的交付与维保，都由自己的团队完成。`,
  '下一个十年，我们将继续投入节能燃烧、变频制冷与厨房物联技术，让每一间后厨用更少的能源，做出更安全的饭菜。',
];

export const todayFigures: Figure[] = [
  figures.years,
  figures.plantArea,
  patentFigures[0]!,
  figures.customers,
];

/** The plant today: the same render as /factory's 生产基地. */
export const todayImage: Illustration = kitchenScenes.campus;
