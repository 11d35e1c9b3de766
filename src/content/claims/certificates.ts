/**
 * THE certificates and test reports: /qualification draws each record, the home page features
 * some, /technology lists the management systems and the 产品手册 name the product ones
 * (claims.test.ts fails on a certificate number typed anywhere else in src/).
 */
export interface CertificateRecord {
  id: string;
  title: string;
  /** What the certificate covers. */
  scope: string;
  issuer: string;
  /** Certificate number (fictional). */
  code: string;
  validUntil: string;
}

export const certificateRecords: CertificateRecord[] = [
  {
    id: 'iso9001',
    title: 'ISO 9001 质量管理体系认证',
    scope: '商用厨房设备的设计、生产、安装与售后服务',
    issuer: '华衡质量认证有限公司',
    code: 'CCKE-Q-9001-000001',
    validUntil: '2027 年 6 月',
  },
  {
    id: 'iso14001',
    title: 'ISO 14001 环境管理体系认证',
    scope: '商用厨房设备生产及相关管理活动',
    issuer: '华衡质量认证有限公司',
    code: 'CCKE-E-14001-000002',
    validUntil: '2027 年 6 月',
  },
  {
    id: 'iso45001',
    title: 'ISO 45001 职业健康安全管理体系认证',
    scope: '商用厨房设备生产、安装及相关管理活动',
    issuer: '华衡质量认证有限公司',
    code: 'CCKE-S-45001-000003',
    validUntil: '2027 年 6 月',
  },
  {
    id: 'ccc',
    title: 'CCC 中国强制性产品认证',
    scope: '商用电热蒸饭柜、商用食具消毒柜等电器产品',
    issuer: '中标联合认证中心',
    code: 'CCKE-3C-2024-000004',
    validUntil: '2029 年 3 月',
  },
  {
    id: 'energy-saving',
    title: '节能产品认证',
    scope: '商用燃气炒灶、商用冷柜',
    issuer: '国衡节能产品认证中心',
    code: 'CCKE-ES-2023-000005',
    validUntil: '2028 年 9 月',
  },
  {
    id: 'high-tech',
    title: '高新技术企业证书',
    scope: '澄川商用厨房设备有限公司',
    issuer: '广东省科学技术厅 等',
    code: 'GR2023440000000',
    validUntil: '2026 年 12 月',
  },
  {
    id: 'environmental-product',
    title: '环保产品认证',
    scope: '静电式饮食业油烟净化设备',
    issuer: '中环标产品认证中心',
    code: 'CCKE-EP-2022-000007',
    validUntil: '2027 年 11 月',
  },
  {
    id: 'food-contact',
    title: '食品接触材料检测报告',
    scope: '304 不锈钢台面、水槽与餐具接触部件',
    issuer: '华南食品接触材料检测中心',
    code: 'CCKE-FC-2025-000008',
    validUntil: '年度复检',
  },
];

/** A test report (检测报告) rather than a certificate: it prints 报告编号 and 委托单位. */
export const isReport = (record: CertificateRecord) => record.title.endsWith('报告');

/** The management systems certified (/technology): the ISO records' titles without 认证. */
export const managementSystems: string[] = certificateRecords
  .filter((record) => record.id.startsWith('iso'))
  .map((record) => record.title.replace(/认证$/, ''));
