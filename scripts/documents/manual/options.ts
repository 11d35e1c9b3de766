import { company } from '../../../src/config/company';
import { seriesName, type SeriesCtype } from '../../../src/config/series';
import { SERIES_OPTIONS } from '../../../src/content/manuals/options';
import { seriesContent } from '../../../src/content/products';
import { chapterHeading, esc, runningHead } from './html';

/** 选配与定制: what can be ordered with the series, and the series' note on its figures. */
export function optionsSection(ctype: SeriesCtype): string {
  const name = seriesName(ctype);
  const cards = SERIES_OPTIONS[ctype]
    .map(
      (option) => `<div class="card"><h3>${esc(option.title)}</h3><p>${esc(option.text)}</p></div>`,
    )
    .join('');
  return `<section>${runningHead('选配与定制', name)}
  ${chapterHeading('A', '选配与定制', `${name}的标准型号之外，下列配置可在订货时选定，由澄川工厂按单制作、出厂前整机调试。`)}
  <div class="grid">${cards}</div>
  <div class="band"><h3>关于规格参数</h3><p>${esc(seriesContent[ctype].specNote)}</p></div>
  <div class="band"><h3>选配咨询</h3><p>选配项目、价格与交期请向销售顾问咨询，或拨打服务热线 ${esc(company.hotline)}；
  非标尺寸请提供现场尺寸或平面图，设计师出图确认后排产。</p></div></section>`;
}
