import type { Figure, SectionHeading, TitledText } from './types';
import { company } from '../config/company';

export const aboutBanner = {
  title: '公司简介',
  subtitle: '澄川厨装：扎根顺德近二十年的商用厨房设备制造与工程服务商。',
};

export const aboutIntro: string[] = [
  '澄川商用厨房设备有限公司成立于 2006 年，总部位于广东省佛山市顺德区澄川工业园，是一家集商用厨房设备研发、制造、厨房工程设计与安装、售后服务于一体的国家高新技术企业。',
  '公司以“让每一间后厨更安全、更高效、更节能”为使命，产品覆盖保温台、冷柜、商用灶台、消毒柜、油烟净化、蒸饭柜与商用净水机七大系列，共 49 个标准型号（可按厨房非标定制），服务学校、医院、企业食堂、酒店与连锁餐饮客户超过 6000 家。',
  '从一张图纸到一间可交付使用的厨房，澄川提供方案设计、设备生产、现场安装、人员培训与全生命周期维保的一站式服务，全国 28 个省级服务网点承诺 2 小时响应、24 小时到场。',
];

export const aboutFigures: Figure[] = [
  { value: '2006', unit: '年', label: '创立于佛山顺德' },
  { value: '52000', unit: '㎡', label: '现代化生产基地' },
  { value: '49', unit: '款', label: '标准设备型号' },
  { value: '6000', unit: '+', label: '服务客户' },
  { value: '86', unit: '项', label: '授权专利' },
  { value: '28', unit: '个', label: '省级服务网点' },
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

export const aboutService: TitledText[] = [
  { title: '2 小时响应', text: `${company.hotline} 全年无休，报修后 2 小时内由属地工程师联系。` },
  { title: '24 小时到场', text: '省会及地级市 24 小时内上门，偏远地区 48 小时内到场。' },
  { title: '备件常备', text: '七大系列常用备件在各区域仓常备，95% 的故障当次上门解决。' },
];

export const milestonesHeading: SectionHeading = {
  id: 'milestones',
  title: '二十年，几个节点',
  lead: '从一间钣金车间到七大系列、全国服务网络。',
};
