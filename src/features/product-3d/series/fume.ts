import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { disc, door, latch, tag } from '../kit/parts';
import { materials, type Materials, sizeOf } from '../kit/materials';
import { label, nameplate } from '../kit/plates';
import { box } from '../shapes';
import { fanHousing } from './fume-fan';
import { hood } from './fume-hood';
import { OPEN_ANGLE, type BuildOptions } from './options';

/**
 * 油烟净化: an electrostatic unit in the duct line: the inlet taper to its square duct flange, the
 * collector body with two hinged access doors (latched, with the high-voltage warning; the open
 * view swings one to show the collector cells), the centrifugal fan in its scroll housing at the
 * outlet end rising to the outlet flange, the high-voltage supply on top and the 澄川 nameplate.
 * The 运水烟罩 is a canopy hood (fume-hood.ts).
 */

/** A square-to-square taper along x, `length` long, from the body's section to the duct's. */
function taper(m: Materials, length: number, h: number, d: number, duct: number) {
  const geometry = new THREE.CylinderGeometry(Math.SQRT1_2 * duct, Math.SQRT1_2, 1, 4, 1);
  geometry.rotateY(Math.PI / 4);
  geometry.rotateZ(Math.PI / 2);
  const mesh = new THREE.Mesh(geometry, m.steel);
  mesh.scale.set(length, h, d);
  mesh.castShadow = true;
  return mesh;
}

/** A duct collar ending in a drilled square flange frame, its face at x, looking along ±x. */
function flange(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  h: number,
  d: number,
  side: number,
) {
  const f = tag(new THREE.Group(), 'flange');
  g.add(f);
  f.add(box(0.07, h, d, m.brushed, x - side * 0.035, y - h / 2, 0));
  f.add(box(0.004, h - 0.01, d - 0.01, m.black, x + side * 0.001, y - h / 2 + 0.005, 0));
  const lip = 0.035;
  for (const fy of [-1, 1])
    f.add(box(0.01, lip, d + 2 * lip, m.brushed, x, y + fy * (h / 2 + lip / 2) - lip / 2, 0));
  for (const fz of [-1, 1])
    f.add(box(0.01, h, lip, m.brushed, x, y - h / 2, fz * (d / 2 + lip / 2)));
  for (const [fy, fz] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ] as const) {
    const bolt = disc(0.007, 0.02, m.dark, x, y + fy * (h / 2 + lip / 2), fz * (d / 2 + lip / 2));
    bolt.rotation.set(0, Math.PI / 2, 0);
    f.add(bolt);
  }
  return f;
}

export function buildFume(
  model: ModelOf<'youyanjinghua'>,
  options: BuildOptions = {},
): THREE.Group {
  const m = materials();
  if (model.method === '运水烟罩') return hood(model, m);
  const { w, d, h } = sizeOf(model.dimensionsMm);
  const g = new THREE.Group();
  const stand = 0.08;
  const bh = h - stand;
  const y = stand + bh / 2;
  const collar = 0.05;
  const cone = Math.min(0.15, w * 0.08);
  const fanR = Math.min(bh * 0.3, w * 0.13);
  const fanSpan = fanR * 2.5;
  const body = w - collar - cone - fanSpan;
  const left = -w / 2 + collar + cone;
  const bx = left + body / 2;
  const front = d / 2;
  // Mounting rails and the collector body.
  for (const sx of [-1, 1]) g.add(box(0.06, stand, d, m.dark, bx + sx * (body / 2 - 0.1), 0, 0));
  g.add(box(body, bh, d, m.steel, bx, stand, 0));
  g.add(box(body + 0.01, 0.02, d + 0.01, m.brushed, bx, h - 0.02, 0));
  backDetails(g, m, body, h, d / 2);
  // Inlet: taper from the duct's flange to the body.
  const duct = 0.7;
  const t = taper(m, cone, bh, d, duct);
  t.position.set(left - cone / 2, y, 0);
  g.add(t);
  flange(g, m, -w / 2, y, bh * duct - 0.07, d * duct - 0.07, -1);
  // Outlet: the fan, its scroll rising to a flange on top.
  const fx = left + body + fanSpan / 2;
  g.add(box(0.06, bh * 0.6, d * 0.6, m.brushed, left + body + 0.03, stand + bh * 0.2, 0));
  fanHousing(g, m, fx - fanR * 0.15, stand + fanR * 1.2 + 0.02, fanR, d * 0.55, h - 0.04);
  const outletX = fx - fanR * 0.15 + fanR * 1.21;
  const top = flange(g, m, 0, 0, fanR * 0.42 - 0.01, d * 0.5, 1);
  top.rotation.z = Math.PI / 2;
  top.position.set(outletX, h, 0);
  // Two hinged access doors, quarter-turn latches, the high-voltage warning.
  const dw = body / 2 - 0.03;
  for (const c of [0, 1]) {
    const dx = bx + (c - 0.5) * (dw + 0.02);
    const isOpen = options.open === true && c === 0;
    if (isOpen) cells(g, m, dx, stand + 0.05, dw, bh - 0.1, front);
    const leaf = door(g, m, {
      x: dx,
      y: stand + 0.04,
      w: dw,
      h: bh - 0.08,
      front,
      hinge: c === 0 ? 'left' : 'right',
      handle: 'none',
      thickness: 0.025,
      open: isOpen ? OPEN_ANGLE : 0,
    });
    tag(leaf.parent!, 'access-door');
    for (const ly of [0.1, bh - 0.22]) latch(leaf, m, dw - 0.05, ly + 0.06, 0.034);
    leaf.add(
      label(
        Math.min(0.16, dw * 0.6),
        0.05,
        { lines: ['⚡ 高压危险', '检修前断电'], background: '#f5c400', color: '#111' },
        dw / 2,
        bh * 0.62,
        0.036,
        'warning',
      ),
    );
  }
  // High-voltage supply on the top with its lamp and legend; the nameplate by the doors.
  g.add(tag(box(0.3, 0.1, 0.2, m.dark, bx, h - 0.02, front - 0.14), 'hv-supply'));
  g.add(disc(0.012, 0.02, m.red, bx + 0.08, h + 0.03, front - 0.035));
  g.add(
    label(
      0.12,
      0.03,
      { lines: ['高压电源'], background: '#2b3440', color: '#f5c400' },
      bx - 0.05,
      h + 0.03,
      front - 0.04,
    ),
  );
  nameplate(g, m, model.model, bx, stand + bh * 0.2, front + 0.03, Math.min(0.15, dw * 0.6));
  return g;
}

/** The collector cells behind an open door: plates edge-on in a black frame. */
function cells(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  w: number,
  h: number,
  front: number,
) {
  g.add(tag(box(w, h, 0.004, m.black, x, y, front + 0.002), 'cell'));
  for (let i = 0; i < Math.floor(w / 0.014); i += 1)
    g.add(
      box(
        0.003,
        h - 0.06,
        0.006,
        m.brushed,
        x - w / 2 + 0.012 + i * 0.014,
        y + 0.03,
        front + 0.005,
      ),
    );
  g.add(box(w, 0.02, 0.01, m.dark, x, y + h / 2, front + 0.008));
}
