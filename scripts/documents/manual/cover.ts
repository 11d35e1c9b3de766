import { company } from '../../../src/config/company';
import { seriesName, type SeriesCtype } from '../../../src/config/series';
import { modelsOf } from '../../../src/content/catalogue';
import { seriesImages } from '../../../src/content/catalogue/series-images';
import { seriesSummaries } from '../../../src/content/products/summaries';
import { brand, logoDataUrl } from './brand';
import type { ManualContext } from './context';
import { esc } from './html';

const css = `
.cover { height: 267mm; display: flex; flex-direction: column; }
.cover__top { display: flex; align-items: center; gap: 4mm; padding-bottom: 4mm;
  border-bottom: 0.6mm solid ${brand.brand}; }
.cover__top img { width: 14mm; height: 14mm; }
.cover__top strong { display: block; font-size: 14pt; color: ${brand.ink}; letter-spacing: 0.05em; }
.cover__top span { color: ${brand.muted}; font-size: 9pt; }
.cover__title { margin-top: 22mm; }
.cover__kind { color: ${brand.brand}; font-size: 13pt; letter-spacing: 0.3em; }
.cover__title h1 { font-size: 40pt; margin: 2mm 0 4mm; letter-spacing: 0.06em; }
.cover__title p { font-size: 12pt; color: ${brand.muted}; max-width: 150mm; }
.cover__picture { margin: 14mm -15mm 0; background: linear-gradient(180deg, #fff, ${brand.bgSoft});
  padding: 4mm 30mm 0; }
.cover__models { margin-top: auto; display: flex; flex-wrap: wrap; gap: 2mm; }
.cover__models span { border: 0.25mm solid ${brand.line}; padding: 0.6mm 2.4mm; font-size: 8.5pt;
  color: ${brand.ink}; }
.cover__foot { margin-top: 6mm; padding-top: 4mm; border-top: 0.25mm solid ${brand.line};
  display: flex; justify-content: space-between; font-size: 9pt; color: ${brand.muted}; }
.cover__foot strong { color: ${brand.ink}; font-size: 11pt; }
`;

/** The cover: the company, the series' name and tagline, its picture and its models. */
export function coverSection(ctype: SeriesCtype, context: ManualContext): string {
  const models = modelsOf(ctype);
  return `<style>${css}</style><section class="cover">
  <div class="cover__top"><img src="${logoDataUrl}" alt="">
    <p><strong>${esc(company.name)}</strong><span>${esc(company.shortName)} · 商用厨房设备整体解决方案</span></p></div>
  <div class="cover__title"><p class="cover__kind">产品手册</p>
    <h1>${esc(seriesName(ctype))}</h1><p>${esc(seriesSummaries[ctype].tagline)}</p></div>
  <figure class="cover__picture"><img src="${context.assets}${seriesImages[ctype]}-800.webp" alt=""></figure>
  <div class="cover__models">${models.map((m) => `<span>${esc(m.model)} ${esc(m.name)}</span>`).join('')}</div>
  <div class="cover__foot">
    <p><strong>服务热线 ${esc(company.hotline)}</strong><br>${esc(company.address)}</p>
    <p style="text-align: right">${esc(context.siteHost)}<br>共 ${models.length} 个型号 · 规格参数以产品实物与供货合同为准</p>
  </div></section>`;
}
