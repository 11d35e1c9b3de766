// How each certificate's drawing looks (draw-certificate.ts), by certificate id. Apart from the
// records in src/content/qualifications.ts so that none of it reaches the visitor's JavaScript.
import { brand } from '@/styles/tokens';

export type CertificateEmblem =
  'check' | 'globe' | 'shield' | 'ccc' | 'leaf' | 'landscape' | 'chip' | 'flask';

/** How a certificate's drawing looks (src/pages/qualification/certificate-art draws it). */
export interface CertificateDocument {
  /** The large title printed on the document, and the line under it. */
  heading: string;
  subheading: string;
  /** The badge in the top-left corner. */
  emblem: CertificateEmblem;
  tone: {
    /** The frame's gradient: light, main and middle stops. */
    frame: [string, string, string];
    paper: string;
    /** The inner rule, the heading and badge colour, the soft second rule. */
    rule: string;
    accent: string;
    soft: string;
  };
}

const tone = (
  frame: [string, string, string],
  rule: string,
  accent: string,
  soft: string,
  paper = '#fff',
): CertificateDocument['tone'] => ({ frame, rule, accent, soft, paper });

const tones = {
  blue: tone(['#4a9be6', brand, '#3d8fe0'], brand, brand, '#9cc7f0'),
  teal: tone(['#52bcae', '#1f8f87', '#3aa89c'], '#1f8f87', '#1f8f87', '#a8dcd4'),
  navy: tone(['#2a5f95', '#0a2540', '#24598c'], '#f5a623', '#0a2540', '#f5c65c'),
  red: tone(['#ef6a5f', '#c9342a', '#e2483d'], '#d93838', '#d93838', '#f3b7b2'),
  green: tone(['#5cc285', '#2e8b57', '#48a872'], '#2e8b57', '#2e8b57', '#bfe3cb'),
  gold: tone(['#f7d27a', '#e0a83a', '#f5c65c'], '#d93838', '#d93838', '#e0a83a', '#fffdf6'),
  sky: tone(['#9cd2ff', '#4a9be6', '#7cc4ff'], '#2e8b57', '#2e8b57', '#bfe3cb'),
  ink: tone(['#2a5f95', '#083f78', '#24598c'], brand, brand, '#9cc7f0'),
};

export const CERTIFICATE_DOCUMENTS: Record<string, CertificateDocument> = {
  iso9001: {
    heading: 'ISO 9001',
    subheading: '质量管理体系认证证书',
    emblem: 'check',
    tone: tones.blue,
  },
  iso14001: {
    heading: 'ISO 14001',
    subheading: '环境管理体系认证证书',
    emblem: 'globe',
    tone: tones.teal,
  },
  iso45001: {
    heading: 'ISO 45001',
    subheading: '职业健康安全管理体系认证证书',
    emblem: 'shield',
    tone: tones.navy,
  },
  ccc: {
    heading: 'CCC',
    subheading: '中国强制性产品认证证书',
    emblem: 'ccc',
    tone: tones.red,
  },
  'energy-saving': {
    heading: '节能产品认证',
    subheading: '认证证书',
    emblem: 'leaf',
    tone: tones.green,
  },
  'high-tech': {
    heading: '高新技术企业',
    subheading: '证书',
    emblem: 'chip',
    tone: tones.gold,
  },
  'environmental-product': {
    heading: '环保产品认证',
    subheading: '认证证书',
    emblem: 'landscape',
    tone: tones.sky,
  },
  'food-contact': {
    heading: '检测报告',
    subheading: '食品接触材料及制品',
    emblem: 'flask',
    tone: tones.ink,
  },
};
