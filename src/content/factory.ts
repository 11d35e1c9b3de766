import { chineseNumber, facts, plantAreaText } from './claims/facts';
import { figures } from './claims/figures';
import { leadTimeFigure, leadTimePhrase, service } from './claims/service';
import { kitchenScenes } from './kitchen-scenes';
import type { Figure, Illustration, SectionHeading, TitledText } from './types';

export interface ProductionLine {
  name: string;
  text: string;
  /** Key facts shown as small tags. */
  specs: string[];
  /** The picture at the top of this step's card: a scene rendered by `npm run renders`. */
  image: Illustration;
}

export interface Equipment {
  name: string;
  spec: string;
  count: string;
}

export const factoryBanner = {
  title: '工厂实力',
  subtitle: `${plantAreaText} 自有生产基地，从一张不锈钢板到整机出厂，关键工序全部自己完成。`,
};

export const plantText: string[] = [
  '澄川生产基地位于广东省佛山市顺德区澄川工业园 8 号，距广州南站约 40 分钟车程，紧邻佛山一环，钢材进厂与成品发运都十分便利。',
  `基地占地 ${plantAreaText}，分为钣金中心、焊接车间、发泡车间、总装车间、检测中心与成品仓${chineseNumber(facts.workshops)}大功能区，按“原料—钣金—焊接—发泡—总装—检测—仓储”单向物流布置，在制品不走回头路。`,
];

export const plantFacts: Figure[] = [figures.plantArea, figures.workshops, figures.productionStaff];

export const plantImage: Illustration = kitchenScenes.campus;

export const productionLines: ProductionLine[] = [
  {
    name: '钣金激光切割',
    text: '6 kW 光纤激光切割机配自动上下料料库，不锈钢板切割一次成形、切口无毛刺，夜班无人值守连续生产。',
    specs: ['6 kW 光纤激光', '定位精度 ±0.05 mm', '最大板幅 3000×1500 mm'],
    image: kitchenScenes.laser,
  },
  {
    name: '数控折弯',
    text: '数控折弯中心与伺服折弯机按程序自动补偿回弹，保温台台面、冷柜门板等长件一次折弯到位。',
    specs: ['最长折弯 4 m', '角度误差 ±0.3°', '程序库 2000+ 件'],
    image: kitchenScenes['press-brake'],
  },
  {
    name: '机器人焊接',
    text: '六轴焊接机器人配合专用工装完成柜体、炉架与烟罩焊接，焊缝均匀一致，焊后统一酸洗钝化与拉丝打磨。',
    specs: [`${facts.weldingRobots} 台焊接机器人`, '氩弧焊 / 激光焊', '焊缝自动跟踪'],
    image: kitchenScenes.welding,
  },
  {
    name: '聚氨酯发泡',
    text: '冷柜、冷藏工作台与保温台箱体在恒温模具中整体发泡，无氟环保发泡剂，泡层致密、保温性能稳定。',
    specs: ['高压发泡机 2 台', '模具恒温 40 ℃', '泡层密度 ≥ 38 kg/m³'],
    image: kitchenScenes.foaming,
  },
  {
    name: '总装线',
    text: `${chineseNumber(facts.assemblyLines)}条柔性总装线按系列分线装配，扫码绑定每台设备的零部件批次，电气接线与燃气管路由持证技工完成。`,
    specs: [`${facts.assemblyLines} 条柔性总装线`, '工位扫码报工', '关键扭矩全记录'],
    image: kitchenScenes.assembly,
  },
  {
    name: '老化与出厂测试',
    text: '整机上电老化、燃气检漏、耐压与接地电阻测试逐台进行，冷柜做 24 小时降温曲线测试，数据随设备档案存档。',
    specs: ['100% 逐台检测', '冷柜 24 h 老化', '测试数据可追溯'],
    image: kitchenScenes.factory,
  },
];

export const capacityFigures: Figure[] = [
  { value: '6万', unit: '台', label: '整机年产能' },
  { value: '1800', unit: '吨', label: '年加工不锈钢板' },
  figures.assemblyLines,
  figures.weldingRobots,
  leadTimeFigure,
  { value: '99.6', unit: '%', label: '出厂一次合格率' },
];

export const qualitySteps: TitledText[] = [
  {
    title: '来料检验',
    text: '不锈钢板逐批核对材质证明并做光谱抽检，压缩机、燃烧器、温控器等关键部件按批次抽检入库。',
  },
  {
    title: '首件确认',
    text: '每批次切割、折弯与焊接的第一件由质检员三检确认，尺寸合格后才能批量生产。',
  },
  {
    title: '过程巡检',
    text: '质检员按工序巡检焊缝、发泡密度与装配扭矩，发现异常当班停线、追溯到人。',
  },
  {
    title: '整机测试',
    text: '逐台进行通电老化、燃气气密性、耐压绝缘与接地电阻测试，冷柜附降温曲线记录。',
  },
  {
    title: '出厂审核',
    text: '外观、铭牌、说明书与配件逐项核对，拍照留档后贴合格标识，出具出厂检验报告。',
  },
  {
    title: '安装回访',
    text: `设备安装调试完成后 ${service.followUpDays} 天内回访，收集使用问题反馈到研发与生产，形成持续改进闭环。`,
  },
];

export const equipmentList: Equipment[] = [
  { name: '光纤激光切割机', spec: '6 kW，配自动上下料料库', count: '3 台' },
  { name: '数控折弯中心', spec: '最长折弯 4 m，自动换模', count: '2 台' },
  { name: '伺服数控折弯机', spec: '100–220 吨', count: '6 台' },
  {
    name: '六轴焊接机器人工作站',
    spec: '氩弧焊、激光焊，双工位',
    count: `${facts.weldingRobots} 套`,
  },
  { name: '高压聚氨酯发泡机', spec: '无氟发泡，恒温模具', count: '2 台' },
  { name: '数控冲床', spec: '30 吨，转塔式', count: '2 台' },
  { name: '不锈钢拉丝打磨线', spec: '平板与管材双线', count: '2 条' },
  { name: '整机老化测试房', spec: '同时在测 120 台', count: '2 间' },
  { name: '燃气设备检测台', spec: '气密性与燃烧工况检测', count: '6 台' },
  { name: '电气安全综合测试仪', spec: '耐压、绝缘、接地电阻、泄漏电流', count: '12 台' },
];

export const capacityHeading: SectionHeading = {
  id: 'capacity',
  title: '产能规模',
  lead: `${leadTimePhrase}；学校开学季与大型项目可提前锁定产能。`,
};

export const qualityHeading: SectionHeading = {
  id: 'quality',
  title: '质量管控',
  lead: '六道关口层层把关，每台设备都有一份可追溯的质量档案。',
};

export const linesHeading: SectionHeading = {
  id: 'lines',
  title: '生产线',
  lead: '从钣金下料到整机老化测试，六大工序在同一园区内完成。',
};
