import type { SeriesInstallation } from '../../../src/content/manuals/installation';
import { MIN_AISLE_MM } from '../../../src/features/planner/plan-checks';
import { brand } from './brand';

const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${brand.brand}" stroke-width="1.2" marker-start="url(#tip)" marker-end="url(#tip)"/>`;

const label = (x: number, y: number, text: string, anchor = 'middle') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="9" fill="${brand.ink}">${text}</text>`;

/**
 * The clear space around a unit as a plan (not to scale): the wall behind, the sides, and in
 * front the aisle the kitchen planner asks for between units (MIN_AISLE_MM).
 */
export function clearanceDrawing({ back, side, top }: SeriesInstallation['clearanceMm']): string {
  const tip = `<marker id="tip" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 6 3 0 6z" fill="${brand.brand}"/></marker>`;
  return `<svg viewBox="0 0 220 190" width="100%" role="img" aria-label="四周留空示意">
  <defs>${tip}</defs>
  <rect x="10" y="10" width="200" height="8" fill="${brand.line}"/>
  ${back > 0 ? arrow(110, 19, 110, 39) : ''}
  ${label(back > 0 ? 116 : 110, 33, back > 0 ? `背面 ≥ ${back} mm` : '背面可靠墙', back > 0 ? 'start' : 'middle')}
  <rect x="60" y="40" width="100" height="60" fill="#fff" stroke="${brand.ink}" stroke-width="1.4"/>
  ${label(110, 68, '设备')}${top > 0 ? label(110, 82, `顶部 ≥ ${top} mm`) : ''}
  ${arrow(18, 70, 58, 70)}${label(38, 62, `≥ ${side}`)}
  ${arrow(162, 70, 202, 70)}${label(182, 62, `≥ ${side}`)}
  ${arrow(110, 102, 110, 168)}${label(116, 140, `操作面通道 ≥ ${MIN_AISLE_MM} mm`, 'start')}
  ${label(110, 184, '平面示意，单位 mm')}
  </svg>`;
}
