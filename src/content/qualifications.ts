import { rdSharePhrase } from './claims/facts';
import trophySvg from '@/assets/illustrations/qualification/trophy.svg';
import { certificateRecords, isReport, type CertificateRecord } from './claims/certificates';
import type { Illustration, SectionHeading } from './types';

export { certificateRecords, isReport, type CertificateRecord } from './claims/certificates';
export { patentFigures, patents, type Patent } from './claims/patents';

export interface Certificate extends CertificateRecord {
  /** The drawing of this certificate, generated from the record by `npm run certificates`. */
  image: Illustration;
}

export interface Honour {
  year: number;
  title: string;
  issuer: string;
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

export const certificatesHeading: SectionHeading = {
  id: 'certificates',
  title: '资质证书',
  lead: '质量、环境与职业健康安全三体系认证，主要产品通过强制性认证与节能、环保认证。',
};

export const patentsHeading: SectionHeading = {
  id: 'patents',
  title: '专利成果',
  lead: `研发中心每年将${rdSharePhrase}投入新产品与节能技术开发。`,
};
