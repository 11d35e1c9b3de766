import { company } from '../../../src/config/company';
import { seriesName, type SeriesCtype } from '../../../src/config/series';
import { MAINTENANCE } from '../../../src/content/catalogue/maintenance';
import { SERIES_FAULTS } from '../../../src/content/service/faults';
import { warrantyHeading } from '../../../src/content/service/page';
import {
  SERIES_WARRANTY,
  WARRANTY_PERIODS,
  WARRANTY_TERMS,
} from '../../../src/content/service/warranty';
import { brand } from './brand';
import { chapterHeading, esc, factTable, runningHead } from './html';

const css = `
.periods { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; margin-bottom: 4mm; }
.service { font-size: 9pt; line-height: 1.5; }
.service .card { padding: 2.5mm 3.5mm; }
.service .lead { margin-bottom: 4mm; }
.periods div { background: ${brand.ink}; color: #fff; padding: 2mm 4mm; }
.periods strong { font-size: 18pt; line-height: 1.1; }
.periods span { display: block; font-size: 9pt; opacity: 0.86; }
.faults dt { font-weight: 700; color: ${brand.ink}; margin-top: 1.5mm; }
.faults dd { margin: 0.5mm 0 0; }
.contact { display: grid; grid-template-columns: repeat(2, 1fr); gap: 1mm 6mm; }
`;

/**
 * 保修与服务: the warranty of /service for this series (periods, parts, note and shared terms),
 * its maintenance interval, its common faults and how to reach the service: all read from the
 * content the site shows, nothing retyped.
 */
export function serviceSection(ctype: SeriesCtype): string {
  const name = seriesName(ctype);
  const warranty = SERIES_WARRANTY[ctype];
  const care = MAINTENANCE[ctype];
  const periods = WARRANTY_PERIODS.map(
    (p) => `<div><strong>${esc(p.value)}</strong> ${esc(p.unit)}<span>${esc(p.label)}</span></div>`,
  ).join('');
  const faults = SERIES_FAULTS[ctype]
    .map((f) => `<dt>${esc(f.question)}</dt><dd>${esc(f.answer)}</dd>`)
    .join('');
  return `<style>${css}</style><section class="service">${runningHead('保修与服务', name)}
  ${chapterHeading('C', '保修与服务', warrantyHeading.lead)}
  <div class="periods">${periods}</div>
  ${factTable([
    { label: '核心部件（3 年）', value: warranty.coreParts },
    { label: '易损件（3 个月）', value: warranty.wearParts },
    { label: `${name}须知`, value: warranty.note },
    {
      label: '建议保养',
      value: `每 ${care.everyDays} 天${care.task}一次，客户中心按登记的安装日期提醒`,
    },
  ])}
  <div class="grid" style="margin-top: 4mm; gap: 3mm">${WARRANTY_TERMS.map(
    (t) => `<div class="card"><h3>${esc(t.title)}</h3><p>${esc(t.text)}</p></div>`,
  ).join('')}</div>
  <div class="keep" style="margin-top: 4mm"><h2>常见故障</h2><dl class="faults">${faults}</dl></div>
  <div class="band" style="margin-top: 4mm; padding: 3mm 4mm"><h3>服务热线 ${esc(company.hotline)}</h3><div class="contact">
    <p>电话 ${esc(company.phone)}</p><p>邮箱 ${esc(company.email)}</p>
    <p>${esc(company.name)}</p><p>${esc(company.address)}</p></div>
    <p class="note">涉及燃气、高压与冷媒的维修请交给澄川工程师；已登记的设备可在客户中心在线报修、查看派工进度。</p></div>
  </section>`;
}
