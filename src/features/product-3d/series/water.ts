import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { display, door, feet, gauge, louvre, pipe, tag } from '../kit/parts';
import { type Materials, startModel } from '../kit/materials';
import { label, legend, nameplate } from '../kit/plates';
import { box, cylinder } from '../shapes';
import type { BuildOptions } from './options';

/**
 * 商用净水机: a closed stainless cabinet. At its foot a recessed bay where the filter housings
 * stand in a row on a drip tray (one per stage of the model, the RO stages white, the others
 * blue), joined by the manifold over their caps; above it the control panel with the feed and
 * product pressure gauges, display and nameplate; boiling models a tap bay with three taps on
 * top; the central plants two service doors. The pressure tank stays inside the cabinet.
 */

/** A filter housing: the screw cap with its ports, the bowl with its ribs, standing at x, y, z. */
function housing(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  r: number,
  height: number,
  ro: boolean,
) {
  const unit = tag(new THREE.Group(), 'filter-housing');
  const bowl = ro ? m.white : m.blue;
  unit.add(cylinder(r, height - 0.07, bowl, x, y, z));
  for (let i = 1; i < 4; i += 1)
    unit.add(cylinder(r * 1.04, 0.01, bowl, x, y + ((height - 0.07) * i) / 4, z));
  unit.add(cylinder(r * 0.5, 0.012, m.dark, x, y - 0.004, z));
  unit.add(cylinder(r * 1.12, 0.05, m.white, x, y + height - 0.07, z));
  unit.add(cylinder(r * 1.05, 0.02, m.blue, x, y + height - 0.02, z));
  // A red pressure-release button on the cap, the stage's label on the bowl.
  unit.add(cylinder(0.008, 0.012, m.red, x + r * 0.5, y + height, z));
  g.add(unit);
}

export function buildWater(
  model: ModelOf<'shangyongjingshuiji'>,
  _options: BuildOptions = {},
): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const ro = model.membrane !== '超滤';
  const central = w >= 1.2;
  const front = d / 2;
  const leg = 0.06;
  feet(g, w, d, m, leg);
  backDetails(g, m, w, h, d / 2);
  const n = model.stages;
  const row = w - 0.1;
  const pitch = row / n;
  const r = Math.min(central ? 0.085 : 0.06, pitch * 0.38);
  const bayH = Math.min(h * 0.42, central ? 0.85 : 0.55);
  const bayD = Math.min(d * 0.55, 2 * r + 0.08);
  // Cabinet: plinth, the bay's back wall and floor, the closed body above, a top cover.
  g.add(box(w, 0.05, d, m.dark, 0, leg, 0));
  g.add(box(w, bayH, d - bayD, m.steel, 0, leg + 0.05, -bayD / 2));
  g.add(tag(box(w - 0.04, 0.012, bayD, m.brushed, 0, leg + 0.05, front - bayD / 2), 'drip-tray'));
  for (const sx of [-1, 1])
    g.add(box(0.02, bayH, bayD, m.steel, sx * (w / 2 - 0.01), leg + 0.05, front - bayD / 2));
  const bodyY = leg + 0.05 + bayH;
  g.add(box(w, h - bodyY, d, m.steel, 0, bodyY, 0));
  g.add(box(w + 0.01, 0.02, d + 0.01, m.brushed, 0, h - 0.02, 0));
  // The housings in the bay and the manifold over their caps, out to the cabinet.
  const hy = leg + 0.065;
  const hh = bayH - 0.12;
  const hz = front - bayD / 2;
  const tops: [number, number, number][] = [];
  for (let i = 0; i < n; i += 1) {
    const x = -row / 2 + pitch * (i + 0.5);
    housing(g, m, x, hy, hz, r, hh, ro && i >= n - 2);
    tops.push([x, hy + hh + 0.035, hz]);
  }
  const wallZ = front - bayD;
  g.add(
    tag(
      pipe(
        [
          [tops[0]![0], tops[0]![1], wallZ],
          ...tops,
          [tops[n - 1]![0] + pitch * 0.4, tops[0]![1], wallZ],
        ],
        0.008,
        m.white,
      ),
      'pipe',
    ),
  );
  g.add(
    label(
      Math.min(0.3, row * 0.6),
      0.025,
      { lines: [`${n} 级过滤 · ${model.membrane}`], background: '#dfe4e9', color: '#0a2f5c' },
      0,
      leg + 0.05 + bayH - 0.03,
      wallZ,
    ),
  );
  // Above the bay: the control panel (gauges, display, lamps), its legends and the nameplate.
  const boiler = model.boilingLph ? Math.min(0.55, (h - bodyY) * 0.55) : 0;
  const panelY = bodyY + 0.04;
  const panelH = Math.min(0.24, h - bodyY - boiler - 0.12);
  const panelW = Math.min(w - 0.06, 0.52);
  g.add(
    tag(
      box(panelW, panelH, 0.008, m.dark, -w / 2 + 0.03 + panelW / 2, panelY, front + 0.004),
      'control-panel',
    ),
  );
  const gr = Math.min(0.042, panelH * 0.24, panelW * 0.14);
  const gx0 = -w / 2 + 0.03 + gr + 0.03;
  const gy = panelY + panelH * 0.6;
  gauge(g, m, gx0, gy, front + 0.008, gr);
  gauge(g, m, gx0 + gr * 2 + 0.04, gy, front + 0.008, gr);
  legend(
    g,
    [
      ['原水压力', gx0],
      ['纯水压力', gx0 + gr * 2 + 0.04],
    ],
    gy - gr - 0.02,
    front + 0.008,
  );
  if (panelW > 0.3) display(g, m, gx0 + gr * 4 + 0.13, gy + 0.03, front + 0.008, 0.1);
  const plateY = central
    ? panelY + panelH / 2
    : Math.max(h - boiler - 0.08, panelY + panelH + 0.03);
  nameplate(g, m, model.model, w / 2 - 0.11, plateY, front, Math.min(0.15, w * 0.3));
  for (const sx of [-1, 1]) {
    const side = new THREE.Group();
    louvre(side, m, 0, bodyY + 0.2, 0, d * 0.5, 0.16);
    side.rotation.y = (sx * Math.PI) / 2;
    side.position.set(sx * (w / 2), 0, 0);
    g.add(side);
  }
  if (central)
    for (const c of [-1, 1])
      door(g, m, {
        x: c * (w / 4 - 0.008),
        y: panelY + panelH + 0.04,
        w: w / 2 - 0.035,
        h: h - panelY - panelH - 0.12,
        front,
        hinge: c < 0 ? 'left' : 'right',
        handle: 'pull',
        thickness: 0.02,
      });
  if (boiler) tapBay(g, m, w, h - boiler - 0.01, boiler, front);
  return g;
}

/** Boiling models: the recessed tap bay with 开水 / 温水 / 冷水 taps over a grated drip tray. */
function tapBay(g: THREE.Group, m: Materials, w: number, y: number, bayH: number, front: number) {
  const bw = w * 0.78;
  g.add(box(bw, bayH * 0.7, 0.01, m.dark, 0, y + bayH * 0.12, front + 0.002));
  g.add(tag(box(bw, 0.025, 0.13, m.brushed, 0, y + bayH * 0.12, front + 0.06), 'drip-tray'));
  for (let k = 0; k < 10; k += 1)
    g.add(
      box(bw - 0.02, 0.004, 0.006, m.dark, 0, y + bayH * 0.12 + 0.025, front + 0.005 + k * 0.012),
    );
  const taps: [string, THREE.Material][] = [
    ['开水', m.red],
    ['温水', m.accent],
    ['冷水', m.blue],
  ];
  taps.forEach(([word, colour], i) => {
    const x = (i - 1) * bw * 0.32;
    const ty = y + bayH * 0.55;
    g.add(tag(box(0.05, 0.05, 0.07, colour, x, ty, front + 0.035), 'tap'));
    g.add(cylinder(0.009, 0.06, m.steel, x, ty - 0.06, front + 0.055));
    legend(g, [[word, x]], ty + 0.08, front + 0.004);
  });
  display(g, m, 0, y + bayH - 0.02, front + 0.002, 0.14);
}
