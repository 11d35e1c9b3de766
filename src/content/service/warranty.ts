import type { SeriesCtype } from '@/config/series';
import type { TitledText } from '../types';

/**
 * The warranty of every series (/service, 保修政策): its periods are the claims' (whole unit, core
 * parts, wear parts: src/content/claims/service.ts); consumables are not covered.
 */
export { warrantyPeriods as WARRANTY_PERIODS } from '../claims/service';

export interface SeriesWarranty {
  /** Covered for the core parts' years. */
  coreParts: string;
  /** Covered for the wear parts' months. */
  wearParts: string;
  /** What this series' owner should know (installation, consumables, care). */
  note: string;
}

export const SERIES_WARRANTY: Record<SeriesCtype, SeriesWarranty> = {
  baowentai: {
    coreParts: '加热管、温控器',
    wearParts: '排水阀密封圈、照明灯具',
    note: '份数盆与防喷嚏罩玻璃属配件，人为磕碰、摔裂不在保修范围；水槽须加水后再通电，干烧损坏的加热管不予保修。',
  },
  lenggui: {
    coreParts: '压缩机、冷凝器、蒸发器',
    wearParts: '磁性门封条、层架、照明灯',
    note: '碳氢冷媒机型的制冷系统维修须由澄川持证制冷工进行；柜体四周须留足散热空间，冷凝器积尘造成的压缩机损坏不在保修范围。',
  },
  shangyongzaotai: {
    coreParts: '燃烧器、鼓风机、熄火保护装置',
    wearParts: '点火针、热电偶、摇臂龙头阀芯',
    note: '燃气机型出厂前按订货气源调试，更换气源须由澄川工程师重新调试；炉膛耐火材料随使用逐渐损耗，按件收费更换。',
  },
  xiaoduji: {
    coreParts: '加热管、热风循环风机、温控器',
    wearParts: '门封条、紫外灯管、臭氧发生器',
    note: '餐具车、层架的变形与人为损坏不在保修范围；请按说明书摆放餐具，勿将塑料餐具放入高温程序。',
  },
  youyanjinghua: {
    coreParts: '高压电源、风机电机',
    wearParts: '绝缘瓷瓶、检修门密封条',
    note: '电场须按期清洗：长期不清洗、积油引起的打火、击穿与火灾损失不在保修范围；清洗记录请妥善保存，环保检查时需要出示。',
  },
  zhengfangui: {
    coreParts: '发热管（电）、燃烧器（燃气）、控制主板',
    wearParts: '门封硅胶条、浮球阀、蒸盘',
    note: '请使用软化水或定期除垢，水垢导致的发热管烧毁不在保修范围；外接蒸汽机型的蒸汽管路由用户方负责。',
  },
  shangyongjingshuiji: {
    coreParts: '增压泵、控制主板、开水加热器',
    wearParts: '进水电磁阀、水龙头',
    note: 'PP 棉、活性炭与反渗透膜滤芯为耗材，按机器提醒更换，不在保修范围；进水压力与水质超出说明书范围时须加装前置处理。',
  },
};

/** The terms every series shares. */
export const WARRANTY_TERMS: TitledText[] = [
  {
    title: '起算日期',
    text: '质保期自设备安装调试完毕、验收合格之日起计算，以双方签字的验收单日期为准。',
  },
  {
    title: '保内服务',
    text: '质保期内因产品质量问题出现的故障，免费维修、免费换件、免收上门费，换下的旧件由澄川回收。',
  },
  {
    title: '不在保修范围',
    text: '人为损坏、未按说明书使用或保养、电压与气源不符、私自拆改或由非澄川授权人员维修，以及火灾、水浸等不可抗力造成的损坏。',
  },
  {
    title: '保外服务',
    text: '质保期满后继续提供原厂备件与有偿维修，备件与工时价格公开透明；可签订年度维保合同，享受定期巡检与配件优惠。',
  },
];
