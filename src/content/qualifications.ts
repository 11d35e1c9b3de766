import trophySvg from '@/assets/illustrations/qualification/trophy.svg';
import type { Figure, Illustration, SectionHeading } from './types';

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

export interface Certificate extends CertificateRecord {
  /** The drawing of this certificate, generated from the record by `npm run certificates`. */
  image: Illustration;
}

export interface Honour {
  year: number;
  title: string;
  issuer: string;
}

export interface Patent {
  kind: '发明专利' | '实用新型专利' | '外观设计专利';
  title: string;
  /** Patent number (fictional). */
  code: string;
}

export const qualificationBanner = {
  title: '资质荣誉',
  subtitle: '体系认证、产品认证与政府和行业的认可，是我们对每一台设备、每一个项目的承诺。',
};

export const honourArt: Illustration = {
  src: trophySvg,
  alt: '奖杯插画：金色奖杯立在蓝色底座上',
  width: 240,
  height: 240,
};

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

/** Names the certificate, then says what its drawing shows. */
function certificateAlt(record: CertificateRecord): string {
  const { title, code, issuer } = record;
  const name = /(证书|报告)$/.test(title) ? title : `${title}证书`;
  const number = isReport(record) ? '报告编号' : '证书编号';
  return `${name}示意图：带边框的文书，印有${number} ${code}、有效期与${issuer}的红色公章`;
}

/** The drawings `npm run certificates` wrote, one per record, named by its id. */
const drawings = import.meta.glob<string>(
  '/src/assets/illustrations/qualification/certificates/*.svg',
  {
    eager: true,
    import: 'default',
  },
);

export const certificates: Certificate[] = certificateRecords.map((record) => {
  // A missing file leaves src empty: draw-certificate.test.ts fails and says to run the script.
  const src =
    drawings[`/src/assets/illustrations/qualification/certificates/${record.id}.svg`] ?? '';
  return {
    ...record,
    image: {
      src,
      alt: certificateAlt(record),
      width: 400,
      height: 300,
    },
  };
});

export const honours: Honour[] = [
  { year: 2025, title: '广东省绿色工厂', issuer: '广东省工业和信息化厅' },
  { year: 2024, title: '全国学校食堂“明厨亮灶”工程优秀服务商', issuer: '全国校园餐饮服务联盟' },
  { year: 2023, title: '广东省商用厨房节能设备工程技术研究中心', issuer: '广东省科学技术厅' },
  { year: 2022, title: '专精特新“小巨人”企业', issuer: '工业和信息化部' },
  { year: 2020, title: '佛山市企业技术中心', issuer: '佛山市工业和信息化局' },
  { year: 2018, title: '广东省专精特新中小企业', issuer: '广东省工业和信息化厅' },
  { year: 2016, title: '广东省守合同重信用企业', issuer: '广东省市场监督管理部门' },
  { year: 2012, title: '顺德区优秀民营企业', issuer: '佛山市顺德区人民政府' },
];

export const patentFigures: Figure[] = [
  { value: '86', unit: '项', label: '授权专利' },
  { value: '12', unit: '项', label: '发明专利' },
  { value: '58', unit: '项', label: '实用新型专利' },
  { value: '16', unit: '项', label: '外观设计专利' },
];

export const patents: Patent[] = [
  { kind: '发明专利', title: '一种商用燃气灶预混式节能燃烧器', code: 'ZL 2019 1 0000001.X' },
  { kind: '发明专利', title: '一种热风循环消毒柜的均温风道结构', code: 'ZL 2020 1 0000002.X' },
  { kind: '发明专利', title: '一种双级静电油烟净化电场及其清洗方法', code: 'ZL 2021 1 0000003.X' },
  { kind: '实用新型专利', title: '一种带缺水保护的分格保温售饭台', code: 'ZL 2022 2 0000004.X' },
  { kind: '实用新型专利', title: '一种手轮压紧式蒸饭柜门体密封结构', code: 'ZL 2022 2 0000005.X' },
  { kind: '实用新型专利', title: '一种步进式开水器的分段加热装置', code: 'ZL 2023 2 0000006.X' },
];

export const certificatesHeading: SectionHeading = {
  id: 'certificates',
  title: '资质证书',
  lead: '质量、环境与职业健康安全三体系认证，主要产品通过强制性认证与节能、环保认证。',
};

export const patentsHeading: SectionHeading = {
  id: 'patents',
  title: '专利成果',
  lead: '研发中心每年将营业收入的 4% 以上投入新产品与节能技术开发。',
};
