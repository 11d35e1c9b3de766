import { seriesName } from '../../../src/config/series';
import { findModel, modelsOf } from '../../../src/content/catalogue';
import { productImages } from '../../../src/content/catalogue/product-images';
import { productViews } from '../../../src/content/catalogue/product-views';
import type { CatalogueModel } from '../../../src/content/catalogue/types';
import { seriesContent } from '../../../src/content/products';
import { keyFacts } from '../../../src/features/catalogue/format';
import { brand } from './brand';
import type { ManualContext } from './context';
import { esc, factTable, runningHead } from './html';
import { supplyRows } from './supply';

const css = `
.model__no { color: ${brand.brand}; font-size: 9pt; letter-spacing: 0.1em; }
.model h1 { margin: 1mm 0 2mm; }
.model__summary { font-size: 11pt; color: ${brand.muted}; margin-bottom: 6mm; }
.views { display: grid; grid-template-columns: 2fr 1fr; gap: 4mm; margin-bottom: 5mm; }
.views img { height: 66mm; object-fit: contain; }
.views__side img { height: 27mm; }
.views figure { border: 0.25mm solid ${brand.line}; background: ${brand.bgSoft}; padding: 2mm; }
.views__side { display: grid; gap: 4mm; }
.model__tables { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
.model__tables h2, .model__uses { font-size: 11pt; margin-bottom: 2mm; }
.model__uses { margin-top: 5mm; }
.model .grid { gap: 3mm; }
.model .card { padding: 2.5mm 3.5mm; }
`;

/** A view of the model as the gallery labels it, from the renders (`npm run renders`). */
function viewFigure(model: CatalogueModel, index: number, context: ManualContext): string {
  const view = productViews(model)[index]!;
  const base = productImages[model.model]?.base;
  if (!base) return '';
  const width = index === 0 ? 800 : 480;
  return `<figure><img src="${context.assets}${base}${view.suffix}-${width}.webp" alt=""><figcaption>${esc(view.label)}</figcaption></figure>`;
}

/** The series' uses in this model's own sectors (as its model page lists them). */
function usesOf(model: CatalogueModel): string {
  const uses = seriesContent[model.ctype].uses.filter((use) =>
    use.sectors.some((sector) => model.sectors.includes(sector)),
  );
  if (!uses.length) return '';
  const cards = uses
    .map((use) => `<div class="card"><h3>${esc(use.title)}</h3><p>${esc(use.text)}</p></div>`)
    .join('');
  return `<h2 class="model__uses">适用场所</h2><div class="grid">${cards}</div>`;
}

/**
 * A model's first page in the manual: its name, summary, its three views (the model page's
 * gallery), key figures and what it needs on site. Its spec table and 尺寸图 follow on its
 * model page, printed after this one.
 */
export function modelSection(modelNumber: string, context: ManualContext): string {
  const model = findModel(modelNumber);
  if (!model) throw new Error(`no model ${modelNumber} in the catalogue`);
  const siblings = modelsOf(model.ctype);
  const place = siblings.findIndex((m) => m.model === model.model) + 1;
  const head = runningHead(`型号 ${place} / ${siblings.length}`, seriesName(model.ctype));
  return `<style>${css}</style><section class="model">${head}
  <p class="model__no">${esc(seriesName(model.ctype))} · ${esc(model.model)}</p>
  <h1>${esc(model.model)} ${esc(model.name)}</h1>
  <p class="model__summary">${esc(model.summary)}</p>
  <div class="views">${viewFigure(model, 0, context)}
    <div class="views__side">${viewFigure(model, 1, context)}${viewFigure(model, 2, context)}</div></div>
  <div class="model__tables">
    <div><h2>主要参数</h2>${factTable(keyFacts(model))}</div>
    <div><h2>现场条件</h2>${factTable(supplyRows(model))}</div>
  </div>
  ${usesOf(model)}
  <p class="note">完整规格参数与尺寸图见下页；安装条件见「安装条件」一章。</p></section>`;
}
