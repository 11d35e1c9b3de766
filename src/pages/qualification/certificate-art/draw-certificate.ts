// Draws a certificate as a document (frame, title, holder, number, validity, the issuer's red
// seal) from its record in src/content/qualifications.ts and its look in documents.ts, so the
// drawing always prints the number the card lists. The SVG files are written by
// `npm run certificates` (a Vitest file snapshot, see draw-certificate.test.ts) and served as
// ordinary images: no drawing code reaches the visitor.
import { isReport, type CertificateRecord } from '@/content/qualifications';
import { CERTIFICATE_DOCUMENTS, type CertificateDocument } from './documents';
import { EMBLEMS } from './emblems';

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',sans-serif";
const SEAL_RED = '#d93838';
const INK = '#33475b';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The labels a certificate and a test report print before their facts. */
const CERTIFICATE_LABELS = ['持证单位', '证书编号', '有效期至'] as const;
const REPORT_LABELS = ['委托单位', '报告编号', '复检周期'] as const;

function frame({ tone }: CertificateDocument): string {
  const [light, main, mid] = tone.frame;
  return [
    `<defs><linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${main}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    '<ellipse cx="200" cy="284" rx="164" ry="9" fill="#0a2540" opacity=".12"/>',
    '<rect x="26" y="16" width="348" height="264" rx="6" fill="url(#frame)"/>',
    `<rect x="38" y="28" width="324" height="240" fill="${tone.paper}"/>`,
    `<rect x="47" y="37" width="306" height="222" fill="none" stroke="${tone.rule}" stroke-width="2"/>`,
    `<rect x="52" y="42" width="296" height="212" fill="none" stroke="${tone.soft}"/>`,
    `<path d="M58 60V48h12M330 48h12v12M342 236v12h-12M70 248H58v-12" fill="none" stroke="${tone.soft}" stroke-width="3"/>`,
  ].join('\n');
}

/** The issuer's round red seal: its name along the top arc, a star in the middle. */
function seal(issuer: string): string {
  const plain = issuer.replace(/\s*等$/, '');
  const size = Math.min(8.5, 80 / [...plain].length).toFixed(1);
  return [
    `<g transform="rotate(-12 296 206)" opacity=".85">`,
    `<path id="seal-arc" d="M278.7 216A20 20 0 1 1 313.3 216" fill="none"/>`,
    `<circle cx="296" cy="206" r="33" fill="${SEAL_RED}" fill-opacity=".05" stroke="${SEAL_RED}" stroke-width="2.6"/>`,
    `<circle cx="296" cy="206" r="29.5" fill="none" stroke="${SEAL_RED}" stroke-width=".8"/>`,
    `<text font-size="${size}" font-weight="700" fill="${SEAL_RED}"><textPath href="#seal-arc" startOffset="50%" text-anchor="middle">${escapeXml(plain)}</textPath></text>`,
    `<path d="M296 194l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2-6.5-3.4-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="${SEAL_RED}"/>`,
    `<rect x="285" y="221" width="22" height="2.4" fill="${SEAL_RED}"/>`,
    '</g>',
  ].join('\n');
}

/** The certificate of `record`, held by `holder`, as a 400 × 300 SVG document. */
export function drawCertificate(record: CertificateRecord, holder: string): string {
  const doc = CERTIFICATE_DOCUMENTS[record.id];
  if (!doc) throw new Error(`No look for certificate ${record.id} in documents.ts`);
  const [holderLabel, codeLabel, validLabel] = isReport(record)
    ? REPORT_LABELS
    : CERTIFICATE_LABELS;
  const headingSize = [...doc.heading].length > 5 ? 24 : 28;
  const text = (y: number, label: string, value: string, extra = '') =>
    `<text x="74" y="${y}" font-size="12" fill="${INK}"${extra}><tspan fill="#6b7c8f">${label}：</tspan>${escapeXml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" font-family="${FONT}">`,
    frame(doc),
    `<g transform="translate(72 58)">${EMBLEMS[doc.emblem](doc.tone)}</g>`,
    `<text x="200" y="86" text-anchor="middle" font-size="${headingSize}" font-weight="700" fill="${doc.tone.accent}">${escapeXml(doc.heading)}</text>`,
    `<text x="200" y="110" text-anchor="middle" font-size="13" font-weight="700" letter-spacing="2" fill="#0a2540">${escapeXml(doc.subheading)}</text>`,
    `<rect x="170" y="118" width="60" height="3" rx="1.5" fill="${doc.tone.soft}"/>`,
    text(146, holderLabel, holder),
    text(168, codeLabel, record.code, ' font-weight="700"'),
    text(190, validLabel, record.validUntil),
    `<text x="74" y="232" font-size="10" fill="#6b7c8f">${escapeXml(record.issuer)}</text>`,
    `<rect x="74" y="238" width="120" height="1" fill="#c3cdd9"/>`,
    seal(record.issuer),
    '</svg>',
    '',
  ].join('\n');
}
