import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { display, gauge, pipe, tag } from '../kit/parts';
import { type Materials, startModel } from '../kit/materials';
import { box, cylinder } from '../shapes';
import type { BuildOptions } from './options';

/**
 * 商用净水机: filter cartridges (one housing per stage of the model) on a square-tube frame,
 * joined by piping, with inlet and outlet pressure gauges; RO models add a pressure tank (the
 * central plants a tall storage vessel); boiling models a steel boiler with taps on top.
 */

/** A filter housing: cap with fittings, body, ribbed bowl; `height` tall, standing at x, y, z. */
function cartridge(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  r: number,
  height: number,
  ro: boolean,
) {
  g.add(tag(cylinder(r, height - 0.06, ro ? m.blue : m.white, x, y, z), 'cartridge'));
  for (let i = 1; i < 4; i += 1)
    g.add(cylinder(r * 1.03, 0.012, ro ? m.blue : m.glass, x, y + (height * i) / 5, z));
  g.add(cylinder(r * 1.12, 0.06, m.dark, x, y + height - 0.06, z));
  g.add(cylinder(r * 0.9, 0.012, m.blue, x, y + height - 0.022, z));
  g.add(box(r * 2.8, 0.02, 0.04, m.brushed, x, y + height - 0.04, z - r - 0.02));
}

/** A pressure vessel with domed ends, standing at x, z. */
function vessel(
  g: THREE.Group,
  m: THREE.Material,
  x: number,
  y: number,
  z: number,
  r: number,
  height: number,
) {
  g.add(tag(cylinder(r, height - 2 * r, m, x, y + r, z), 'tank'));
  for (const [cy, top] of [
    [y + height - r, true],
    [y + r, false],
  ] as const) {
    const dome = new THREE.Mesh(
      new THREE.SphereGeometry(r, 32, 12, 0, Math.PI * 2, top ? 0 : Math.PI / 2, Math.PI / 2),
      m,
    );
    dome.position.set(x, cy, z);
    dome.castShadow = true;
    g.add(dome);
  }
}

export function buildWater(
  model: ModelOf<'shangyongjingshuiji'>,
  _options: BuildOptions = {},
): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const ro = model.membrane !== '超滤';
  const central = w >= 1.2;
  const boiler = model.boilingLph ? h * 0.38 : 0;
  const frameH = h - boiler;
  // Frame: four square-tube posts, base and top rails, a back panel carrying the cartridges.
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      g.add(box(0.03, frameH, 0.03, m.brushed, sx * (w / 2 - 0.015), 0, sz * (d / 2 - 0.015)));
  for (const y of [0.04, frameH - 0.03]) {
    for (const sz of [-1, 1]) g.add(box(w, 0.03, 0.03, m.brushed, 0, y, sz * (d / 2 - 0.015)));
    for (const sx of [-1, 1]) g.add(box(0.03, 0.03, d, m.brushed, sx * (w / 2 - 0.015), y, 0));
  }
  g.add(box(w - 0.04, 0.02, d - 0.04, m.steel, 0, 0.05, 0));
  g.add(box(w - 0.04, frameH - 0.1, 0.015, m.steel, 0, 0.05, -d / 2 + 0.04));
  backDetails(g, m, w, frameH, d / 2);
  // The tank (RO) takes the right of the frame; cartridges stand in a row across the rest.
  const tankW = ro ? Math.min(0.38, w * (central ? 0.3 : 0.34)) : 0;
  const row = w - 0.08 - tankW;
  const n = model.stages;
  const pitch = row / n;
  const r = Math.min(central ? 0.08 : 0.055, pitch * 0.38);
  const ch = Math.min(frameH * 0.55, central ? 1.0 : 0.5);
  const y0 = 0.07;
  const cz = -d / 2 + 0.06 + r + 0.03;
  const tops: [number, number, number][] = [];
  for (let i = 0; i < n; i += 1) {
    const x = -w / 2 + 0.04 + pitch * (i + 0.5);
    cartridge(g, m, x, y0, cz, r, ch, ro && i >= n - 2);
    tops.push([x, y0 + ch + 0.03, cz]);
  }
  // Piping over the caps, in from the left, out to the tank or the boiler.
  const first = tops[0]!;
  const last = tops[tops.length - 1]!;
  g.add(
    tag(
      pipe(
        [[-w / 2 - 0.05, first[1], cz], ...tops, [last[0] + pitch / 2, last[1] + 0.08, cz]],
        0.009,
        m.white,
      ),
      'pipe',
    ),
  );
  if (ro) {
    const tx = w / 2 - 0.04 - tankW / 2;
    const tr = Math.min(tankW * 0.42, central ? 0.3 : 0.13);
    vessel(g, m.blue, tx, 0.07, 0, tr, Math.min(frameH - 0.15, central ? frameH * 0.9 : tr * 3.6));
    g.add(
      pipe(
        [
          [last[0] + pitch / 2, last[1] + 0.08, cz],
          [tx, last[1] + 0.12, cz],
          [tx, Math.min(frameH - 0.1, 0.07 + (central ? frameH * 0.9 : tr * 3.6)), 0],
        ],
        0.009,
        m.white,
      ),
    );
  }
  // Gauges on a bracket above the cartridges: feed and product pressure (and a pump on big plants).
  const gy = Math.min(y0 + ch + 0.2, frameH - 0.12);
  g.add(
    box(Math.min(row, 0.34), 0.14, 0.01, m.steel, -w / 2 + 0.04 + row / 2, gy - 0.07, d / 2 - 0.06),
  );
  for (const gx of [-0.08, 0.08])
    gauge(g, m, -w / 2 + 0.04 + row / 2 + gx, gy, d / 2 - 0.055, 0.045);
  if (central) {
    g.add(cylinder(0.09, 0.26, m.blue, -w / 2 + 0.25, 0.07, d / 2 - 0.15).rotateZ(Math.PI / 2));
    display(g, m, w / 2 - 0.2, frameH - 0.12, d / 2 - 0.02, 0.16);
  }
  if (boiler) {
    // Boiler cabinet: steel box, three taps over a drip tray, the temperature display.
    g.add(box(w, boiler, d, m.steel, 0, frameH, 0));
    g.add(box(w * 0.8, 0.03, 0.14, m.dark, 0, frameH + 0.02, d / 2 + 0.05));
    for (const sx of [-1, 0, 1]) {
      g.add(
        box(
          0.05,
          0.05,
          0.08,
          sx === 1 ? m.red : m.blue,
          sx * w * 0.25,
          frameH + boiler * 0.4,
          d / 2 + 0.04,
        ),
      );
      g.add(
        cylinder(0.01, 0.05, m.brushed, sx * w * 0.25, frameH + boiler * 0.4 - 0.05, d / 2 + 0.07),
      );
    }
    display(g, m, 0, frameH + boiler * 0.85, d / 2, 0.16);
  }
  return g;
}
