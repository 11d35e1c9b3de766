import { chineseNumber, facts } from './claims/facts';
import { figures } from './claims/figures';
import { patentFigures } from './claims/patents';

export { managementSystems } from './claims/certificates';
export { patents } from './claims/patents';
import innovation from '@/assets/illustrations/technology/innovation.svg';
import rdLab from '@/assets/illustrations/technology/rd-lab.svg';
import type { Figure, Illustration, SectionHeading, TitledText } from './types';

export interface StandardRef {
  /** Standard number; empty when described generally. */
  code?: string;
  name: string;
  scope: string;
}

export const technologyBanner = {
  title: '技术研发',
  subtitle: `热工、制冷、环保与电气安全${chineseNumber(facts.labs)}大实验室，把每一项改进都落到后厨的日常使用里。`,
  image: innovation,
};

export const rdIntro: string[] = [
  `澄川研发中心成立于 2016 年，${facts.asOf} 年迁入澄川工业园内新建的研发中心大楼，现有研发与工程设计人员 ${facts.rdStaff} 人，其中高级工程师 ${facts.seniorEngineers} 人，涵盖热能工程、制冷与低温、环境工程、电气自动化与工业设计等专业。`,
  '研发中心与华南地区多所高校的能源与环境学院保持长期产学研合作，每年立项 20 余个新品与改进课题，新品从立项到量产平均 9 个月。',
];

export const rdFigures: Figure[] = [
  figures.rdStaff,
  figures.labs,
  patentFigures[0]!,
  figures.rdShare,
];

export const labs: TitledText[] = [
  {
    title: '热工实验室',
    text: '燃气灶具热效率、烟气成分与熄火保护测试台，模拟不同气源与气压下的燃烧工况。',
  },
  {
    title: '制冷实验室',
    text: '恒温恒湿环境舱可模拟 43 ℃ 高温厨房，测试冷柜降温速度、能耗与凝露表现。',
  },
  {
    title: '环保实验室',
    text: '油烟发生与净化效率测试风道，检测不同风量下的油烟去除率、颗粒物与噪声。',
  },
  {
    title: '电气安全实验室',
    text: '耐压、泄漏电流、温升与防水等级测试，新品在送第三方检测前先在这里全项预测。',
  },
];

export const rdImage: Illustration = {
  src: rdLab,
  alt: '澄川研发实验室：显示测试曲线的电脑、恒温测试箱与实验烧瓶',
  width: 560,
  height: 380,
};

export const keyTechnologies: TitledText[] = [
  {
    title: '节能燃烧',
    text: '预混式强制鼓风燃烧器配合聚能炉膛与二次进风设计，热效率较传统大锅灶明显提升，燃烧更充分、噪声更低。',
  },
  {
    title: '变频制冷',
    text: '变频压缩机按负荷自动调速，配合风冷无霜蒸发器与箱体整体发泡，柜内温差小、开关门后回温快、耗电更少。',
  },
  {
    title: '高温蒸汽消毒',
    text: '蒸汽发生器与柜体循环风道一体设计，餐具在 100 ℃ 以上蒸汽中持续消毒，冷凝水集中回收，柜内无死角。',
  },
  {
    title: '静电油烟净化',
    text: '高压静电场分级捕集油烟颗粒，蜂窝式集尘极板可整体拆洗，配合前置机械过滤降低极板清洗频率。',
  },
  {
    title: '智能温控与物联',
    text: '保温台、蒸饭柜采用多点测温与 PID 控温，设备运行数据上传澄川厨房物联平台，异常自动报警。',
  },
  {
    title: '食品级不锈钢工艺',
    text: '食品接触面采用 304 不锈钢，全圆弧转角与满焊工艺减少积垢死角，焊后酸洗钝化提升耐腐蚀性。',
  },
];

export const draftedStandards: StandardRef[] = [
  {
    name: '学校食堂电热保温售饭台技术要求（团体标准）',
    scope: '作为主要起草单位之一，参与保温温度、分格温差与清洁卫生要求的条款编写。',
  },
  {
    name: '商用静电式油烟净化一体机技术规范（团体标准）',
    scope: '提供油烟去除率与极板清洗周期的试验数据，参与检测方法章节起草。',
  },
  {
    name: '中小学校食堂厨房设备配置指南（团体标准）',
    scope: '参与按就餐人数配置灶具、蒸饭与消毒设备的配置表编写。',
  },
];

export const followedStandards: StandardRef[] = [
  {
    code: 'GB 4706 系列',
    name: '家用和类似用途电器的安全',
    scope: '电热保温台、消毒柜、蒸饭柜等电器的通用安全要求与适用的特殊要求部分。',
  },
  {
    code: 'GB 35848',
    name: '商用燃气燃烧器具',
    scope: '商用炒灶、大锅灶、蒸柜等燃气设备的安全、燃烧性能与试验方法。',
  },
  {
    code: 'GB 4806.9',
    name: '食品安全国家标准 食品接触用金属材料及制品',
    scope: '台面、锅具、内胆等食品接触不锈钢部件的材质与迁移要求。',
  },
  {
    code: 'GB 17988',
    name: '食具消毒柜安全和卫生要求',
    scope: '消毒柜的消毒效果、安全与卫生要求。',
  },
  {
    code: 'GB 18483',
    name: '饮食业油烟排放标准（试行）',
    scope: '油烟净化设备的设计目标与出厂验证依据。',
  },
  {
    code: 'GB 26920 系列',
    name: '商用制冷器具能效限定值和能效等级',
    scope: '商用冷柜、冷藏工作台的能效测试与等级评定。',
  },
  { code: 'GB 5749', name: '生活饮用水卫生标准', scope: '商用净水机出水水质的验证依据。' },
  {
    code: 'GB/T 4208',
    name: '外壳防护等级（IP 代码）',
    scope: '潮湿后厨环境中控制面板与电气箱的防水防尘等级。',
  },
];

export const coreHeading: SectionHeading = {
  id: 'core',
  title: '核心技术',
  lead: '围绕节能、食品安全与环保，把实验室里的成果变成后厨每天都在用的功能。',
};

export const standardsHeading: SectionHeading = {
  id: 'standards',
  title: '标准参编与执行',
  lead: '参与行业团体标准的起草，产品按现行国家标准设计、检验与出厂。',
};
