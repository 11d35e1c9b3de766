import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { disc, display, latch, ratingPlate, tag } from '../kit/parts';
import { materials, type Materials, sizeOf } from '../kit/materials';
import { box } from '../shapes';
import type { BuildOptions } from './options';

/**
 * 油烟净化: an electrostatic unit in the duct line: tapered transitions to square duct flanges at
 * both ends, access panels with toggle latches on the front (off in the open view, showing the
 * collector cells), the high-voltage supply and a rating plate. The 运水烟罩 is a canopy hood.
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
  g.add(tag(box(0.07, h, d, m.brushed, x - side * 0.035, y - h / 2, 0), 'flange'));
  g.add(box(0.004, h - 0.01, d - 0.01, m.black, x + side * 0.001, y - h / 2 + 0.005, 0));
  const lip = 0.035;
  for (const fy of [-1, 1])
    g.add(box(0.01, lip, d + 2 * lip, m.brushed, x, y + fy * (h / 2 + lip / 2) - lip / 2, 0));
  for (const fz of [-1, 1])
    g.add(box(0.01, h, lip, m.brushed, x, y - h / 2, fz * (d / 2 + lip / 2)));
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
    g.add(bolt);
  }
}

function hood(model: ModelOf<'youyanjinghua'>, m: Materials): THREE.Group {
  const { w, d, h } = sizeOf(model.dimensionsMm);
  const g = new THREE.Group();
  const lift = 0;
  g.add(box(w, h * 0.45, d, m.steel, 0, lift + h * 0.55, 0));
  const slope = box(w, Math.hypot(h * 0.55, 0.25), 0.02, m.brushed, 0, 0, 0);
  slope.position.set(0, lift + h * 0.275, d / 2 - 0.125);
  slope.rotation.x = -Math.atan2(0.25, h * 0.55);
  g.add(slope, box(w, h * 0.55, d - 0.25, m.steel, 0, lift, -0.125));
  // Access doors of the water-wash chamber along the front, each with two latches.
  for (let x = -w / 2 + 0.35; x < w / 2 - 0.8; x += 0.7) {
    g.add(box(0.6, h * 0.3, 0.01, m.brushed, x + 0.3, lift + h * 0.6, d / 2 + 0.005));
    for (const lx of [0.12, 0.48]) latch(g, m, x + lx, lift + h * 0.88, d / 2 + 0.01);
  }
  // The control box with its display, the duct collar on the roof.
  g.add(box(0.4, 0.22, 0.06, m.dark, w / 2 - 0.4, lift + h * 0.65, d / 2 + 0.01));
  display(g, m, w / 2 - 0.45, lift + h * 0.8, d / 2 + 0.04);
  g.add(box(0.6, 0.35, 0.4, m.brushed, 0, lift + h, -d / 4));
  backDetails(g, m, w, h, d / 2);
  return g;
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
  const cone = Math.min(0.2, w * 0.12);
  const body = w - 2 * (cone + 0.07);
  const front = d / 2;
  // Mounting rails and the body.
  for (const sx of [-1, 1]) g.add(box(0.06, stand, d, m.dark, sx * (body / 2 - 0.1), 0, 0));
  g.add(box(body, bh, d, m.steel, 0, stand, 0));
  backDetails(g, m, body, h, d / 2);
  const duct = 0.7;
  for (const side of [-1, 1]) {
    const t = taper(m, cone, bh, d, duct);
    t.position.set(side * (body / 2 + cone / 2), y, 0);
    if (side > 0) t.rotation.y = Math.PI;
    g.add(t);
    flange(g, m, side * (w / 2), y, bh * duct - 0.07, d * duct - 0.07, side);
  }
  // Two access panels with latches, or the open view's collector cells.
  const pw = body / 2 - 0.04;
  for (const px of [-1, 1]) {
    const cx = (px * body) / 4;
    if (options.open && px < 0) {
      // Panel off: the collector cell's face, plates edge-on in a black frame.
      g.add(tag(box(pw, bh - 0.1, 0.004, m.black, cx, stand + 0.05, front + 0.002), 'cell'));
      for (let i = 0; i < Math.floor(pw / 0.014); i += 1)
        g.add(
          box(
            0.003,
            bh - 0.16,
            0.006,
            m.brushed,
            cx - pw / 2 + 0.012 + i * 0.014,
            stand + 0.08,
            front + 0.005,
          ),
        );
      g.add(box(pw, 0.02, 0.01, m.dark, cx, stand + bh / 2, front + 0.008));
      continue;
    }
    g.add(tag(box(pw, bh - 0.08, 0.015, m.steel, cx, stand + 0.04, front + 0.007), 'access-panel'));
    g.add(box(0.16, 0.03, 0.03, m.brushed, cx, stand + bh / 2, front + 0.03));
    for (const ly of [stand + bh - 0.05, stand + 0.14])
      for (const lx of [-1, 1]) latch(g, m, cx + (lx * pw) / 4, ly, front + 0.015);
  }
  // High-voltage supply on the top, its lamp and the rating plate on the front.
  g.add(box(0.3, 0.14, 0.22, m.dark, body / 4, h, 0));
  g.add(disc(0.012, 0.02, m.red, body / 4 + 0.08, h + 0.07, 0.115));
  ratingPlate(g, m, body / 4, stand + bh * 0.32, front + 0.016);
  return g;
}
