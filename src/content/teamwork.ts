import { company } from '@/config/company';
import { facts, plantAreaText, seriesCountText } from './claims/facts';
import { figures } from './claims/figures';
import { leadTimePhrase, partnerReplyWithin, service, servicePhrase } from './claims/service';
import partnerNetwork from '@/assets/illustrations/teamwork/partner-network.svg';
import type { Figure, SectionHeading, TitledText } from './types';

export interface CooperationModel {
  title: string;
  /** Who it suits. */
  fitsFor: string;
  text: string;
  points: string[];
}

export interface PartnerType {
  title: string;
  text: string;
  benefits: string[];
}

export const teamworkBanner = {
  title: '合作共赢',
  subtitle: '与工程商、经销商、设计院和连锁品牌一起，把每一间后厨做成样板工程。',
  image: partnerNetwork,
};

export const cooperationModels: CooperationModel[] = [
  {
    title: '厨房工程总包',
    fitsFor: '学校、医院、企业食堂与酒店业主',
    text: '由澄川负责从方案设计、设备供应到排烟、燃气、给排水配套施工的整体交付，一个合同、一个项目经理、一个责任主体。',
    points: ['免费现场勘测与平面布局', '设备与配套工程一体报价', '竣工验收后统一培训与维保'],
  },
  {
    title: '区域经销',
    fitsFor: '地市级商用厨具经销商与工程公司',
    text: `授权区域经销商销售澄川${seriesCountText}产品，享受区域保护与阶梯返利，澄川提供样机、技术与售后支持。`,
    points: ['区域项目报备保护', '出厂价供货与年度返利', '样机与展厅布置支持'],
  },
  {
    title: '设计院合作',
    fitsFor: '建筑设计院、餐饮空间设计公司',
    text: '为设计单位提供厨房工艺设计配合、设备选型参数与 CAD/BIM 图块，参与方案评审，协助通过消防、环保与卫生审查。',
    points: ['厨房工艺图纸深化', '设备参数与图块库', '施工配合与现场答疑'],
  },
  {
    title: '连锁餐饮集采',
    fitsFor: '连锁餐饮、团餐公司与酒店集团',
    text: '按品牌标准店型定制设备清单，统一配置、统一价格，新店按开业节点分批配送、安装，全国网点就近维保。',
    points: ['标准店型设备定制', '年度框架协议价格', '开店节点排产与配送'],
  },
];

export const partnerTypes: PartnerType[] = [
  {
    title: '厨房工程公司',
    text: '有施工资质与项目资源的工程商，澄川作为设备制造与技术后盾。',
    benefits: [
      `项目报价 ${service.partnerQuoteHours} 小时内出具`,
      '非标设备按图定制',
      '驻场技术指导安装调试',
    ],
  },
  {
    title: '商用厨具经销商',
    text: '扎根本地市场的经销伙伴，共同开发学校、医院与餐饮客户。',
    benefits: ['区域保护与项目报备', '季度促销与年度返利', '销售与维修技术培训'],
  },
  {
    title: '设计院与设计公司',
    text: '负责厨房工艺与空间设计的专业团队。',
    benefits: ['专职工艺设计师对接', '设备选型与能耗计算', '标准图集与技术交底'],
  },
  {
    title: '连锁品牌与团餐企业',
    text: '多门店、多项目同时推进的品牌客户。',
    benefits: ['标准化设备清单', '集中采购价格体系', '全国统一售后标准'],
  },
];

export const partnerBenefits: TitledText[] = [
  {
    title: '源头工厂价格',
    text: `${plantAreaText} 自有生产基地直接供货，没有中间环节，合作伙伴拿到的是有竞争力的出厂价格。`,
  },
  {
    title: '方案设计支持',
    text: '工艺设计团队免费出具厨房平面布局、设备清单与效果图，帮助合作伙伴提高中标率。',
  },
  {
    title: '非标定制能力',
    text: `台面尺寸、灶眼布置、柜体结构均可按现场定制，${leadTimePhrase}。`,
  },
  {
    title: '全国售后兜底',
    text: `${facts.servicePoints} 个省级服务网点与区域备件仓，合作伙伴的项目同样享受 ${servicePhrase}。`,
  },
  {
    title: '培训与认证',
    text: '每年春秋两季开设销售、设计与维修培训班，考核合格颁发澄川认证工程师证书。',
  },
  {
    title: '市场物料共享',
    text: '提供产品样册、案例集、视频与展会物料，重点项目可申请样板间与展厅共建补贴。',
  },
];

export const cooperationSteps: TitledText[] = [
  {
    title: '提交意向',
    text: `致电 ${company.hotline} 或在联系我们页面留言，说明所在区域、合作方向与现有资源。`,
  },
  {
    title: '需求沟通',
    text: `${partnerReplyWithin}由区域经理联系，了解您的业务情况，介绍适合的合作模式与政策。`,
  },
  { title: '实地考察', text: '邀请您到顺德生产基地与研发中心参观，也可由区域经理上门拜访交流。' },
  { title: '签约授权', text: '确认合作方式、区域与年度目标后签订合作协议，颁发授权证书。' },
  {
    title: '培训启动',
    text: '安排产品、设计与售后培训，配置样机与物料，首个项目由澄川团队全程陪跑。',
  },
];

export const teamworkFigures: Figure[] = [
  figures.partners,
  figures.designInstitutes,
  figures.servicePoints,
];

export const contactCall = {
  title: '一起把下一间后厨做好',
  text: `无论您是工程商、经销商、设计单位还是连锁品牌，都欢迎与我们聊聊。区域经理会在 ${partnerReplyWithin}与您联系。`,
  linkText: '联系我们',
};

export const benefitsHeading: SectionHeading = {
  id: 'benefits',
  title: '伙伴权益',
  lead: '工厂、设计、服务三方面的支持，让合作伙伴把精力放在客户身上。',
};

export const partnersHeading: SectionHeading = {
  id: 'partners',
  title: '合作伙伴',
  lead: '我们与这四类伙伴长期同行，每一类都有专属的支持政策。',
};
