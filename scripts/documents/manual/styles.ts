import { brand } from './brand';

/** The print stylesheet of a 产品手册's composed pages: A4, the site's colours and type. */
export const manualStyles = `
@page { size: A4; margin: 14mm 15mm 16mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif;
  color: ${brand.text}; font-size: 10pt; line-height: 1.6; }
h1, h2, h3, p { margin: 0; }
h1 { font-size: 20pt; color: ${brand.ink}; line-height: 1.25; }
h2 { font-size: 14pt; color: ${brand.ink}; }
h3 { font-size: 11pt; color: ${brand.ink}; }
section { break-before: page; }
section:first-child { break-before: auto; }
.run { display: flex; justify-content: space-between; padding-bottom: 2mm; margin-bottom: 7mm;
  border-bottom: 0.6mm solid ${brand.brand}; color: ${brand.muted}; font-size: 8.5pt; }
.chapter { display: flex; align-items: baseline; gap: 4mm; margin-bottom: 3mm; }
.chapter__no { font-size: 24pt; font-weight: 700; color: ${brand.brand}; line-height: 1; }
.lead { color: ${brand.muted}; margin-bottom: 6mm; max-width: 160mm; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 1.6mm 2.4mm;
  border-bottom: 0.25mm solid ${brand.line}; }
thead th { background: ${brand.ink}; color: #fff; font-weight: 400; font-size: 9pt; }
.facts th { width: 38%; color: ${brand.muted}; font-weight: 400; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.card { border: 0.25mm solid ${brand.line}; border-top: 0.8mm solid ${brand.brand};
  padding: 3.5mm 4mm; break-inside: avoid; background: #fff; }
.card h3 { margin-bottom: 1.5mm; }
.band { background: ${brand.bgSoft}; padding: 4mm 5mm; margin-top: 6mm; break-inside: avoid; }
.band h3 { margin-bottom: 2mm; }
.note { color: ${brand.muted}; font-size: 8.5pt; margin-top: 3mm; }
ul { margin: 0; padding-left: 5mm; }
li { margin-bottom: 1mm; }
figure { margin: 0; }
figcaption { color: ${brand.muted}; font-size: 8.5pt; text-align: center; }
img { display: block; width: 100%; height: auto; }
.keep { break-inside: avoid; }
.supply { font-size: 8.5pt; }
.supply th, .supply td { padding: 1.2mm 1.6mm; }
.supply td:first-child, .supply td:nth-child(2), .supply td:nth-child(3) { white-space: nowrap; }
`;
