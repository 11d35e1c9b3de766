import { seriesName, type SeriesCtype } from '../../../src/config/series';
import { modelsOf } from '../../../src/content/catalogue';
import { SERIES_INSTALLATION } from '../../../src/content/manuals/installation';
import { formatDimensions } from '../../../src/features/catalogue/format';
import { clearanceDrawing } from './clearance-drawing';
import { chapterHeading, esc, runningHead } from './html';
import { supplyRows } from './supply';

/** '燃气', '蒸汽' or both, by what the series' text speaks of. */
const gasTitle = (text: string) =>
  ['燃气', '蒸汽'].filter((kind) => text.includes(kind)).join(' / ') || '燃气';

/** 安装条件: each model's supply (from the catalogue), the series' site needs and clearances. */
export function installationSection(ctype: SeriesCtype): string {
  const name = seriesName(ctype);
  const needs = SERIES_INSTALLATION[ctype];
  const models = modelsOf(ctype);
  const columns = [
    ...new Set(models.flatMap((model) => supplyRows(model).map((row) => row.label))),
  ];
  const head = `<tr><th>型号</th><th>外形尺寸（宽 × 深 × 高）</th>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>`;
  const body = models
    .map((model) => {
      const rows = supplyRows(model);
      const cells = columns.map(
        (label) => `<td>${esc(rows.find((row) => row.label === label)?.value ?? '—')}</td>`,
      );
      return `<tr><td>${esc(model.model)}</td><td>${esc(formatDimensions(model.dimensionsMm))}</td>${cells.join('')}</tr>`;
    })
    .join('');
  const supply = [
    ['给水', needs.water],
    ['排水', needs.drain],
    ...(needs.gas ? [[gasTitle(needs.gas), needs.gas]] : []),
    ['排风', needs.exhaust],
  ];
  return `<section>${runningHead('安装条件', name)}
  ${chapterHeading('B', '安装条件', '设备进场前请按下列条件预留电源、给排水、燃气与排风，并留足四周空间；澄川工程师上门安装调试时逐项核对。')}
  <table class="keep supply"><thead>${head}</thead><tbody>${body}</tbody></table>
  <div class="grid" style="margin-top: 5mm; gap: 3mm">${supply
    .map(([title, text]) => `<div class="card"><h3>${esc(title!)}</h3><p>${esc(text!)}</p></div>`)
    .join('')}</div>
  <div class="band keep" style="display: grid; grid-template-columns: 58mm 1fr; gap: 6mm; align-items: center; margin-top: 4mm">
    ${clearanceDrawing(needs.clearanceMm)}
    <div><h3>四周留空</h3><p>${esc(needs.clearanceNote)}</p>
    <ul style="margin-top: 2mm">${needs.notes.map((note) => `<li>${esc(note)}</li>`).join('')}</ul></div>
  </div></section>`;
}
