import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { casters, feet, knob, tag } from '../kit/parts';
import { materials, mm, type Materials } from '../kit/materials';
import { box, cylinder } from '../shapes';
import type { BuildOptions } from './options';

/**
 * 保温台: a serving counter whose well holds the model's gastronorm pans (lids on some, food in
 * the others), a knob per pan on the front, a sneeze-guard glass on posts when fitted; the
 * tabletop model has no legs, the mobile cart runs on castors.
 */

const FILLS = ['food', 'greens', 'rice', 'food'] as const;

/** A GN pan set into the well at x, z: rim, the food's surface, or a lid with its handle. */
function pan(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  i: number,
) {
  g.add(tag(box(w, 0.01, d, m.brushed, x, y, z), 'pan'));
  g.add(box(w - 0.03, 0.012, d - 0.03, m.dark, x, y - 0.004, z));
  if (i % 3 === 2) {
    const lid = box(w - 0.01, 0.02, d - 0.01, m.steel, x, y + 0.01, z);
    g.add(tag(lid, 'lid'), box(0.12, 0.025, 0.02, m.brushed, x, y + 0.03, z));
    return;
  }
  g.add(box(w - 0.04, 0.02, d - 0.04, m[FILLS[i % FILLS.length]!], x, y - 0.004, z));
  if (i % 3 === 0) {
    const ladle = cylinder(0.008, 0.28, m.brushed, x + w / 4, y, z);
    ladle.rotation.x = 0.5;
    g.add(ladle);
  }
}

export function buildWarmer(model: ModelOf<'baowentai'>, _options: BuildOptions = {}): THREE.Group {
  const m = materials();
  const { width, depth, height } = model.dimensionsMm;
  const [w, d] = [mm(width), mm(depth)];
  const tabletop = height < 500;
  const mobile = model.model.endsWith('Y');
  const h = mm(tabletop ? height : Math.min(height, 900));
  const g = new THREE.Group();
  const leg = tabletop ? 0 : 0.15;
  const front = d / 2;
  if (tabletop)
    for (const sx of [-1, 1]) g.add(box(0.04, 0.02, d - 0.1, m.rubber, sx * (w / 2 - 0.06), 0, 0));
  else if (mobile) casters(g, w, d, m, leg);
  else feet(g, w, d, m, leg);
  const bodyY = tabletop ? 0.02 : leg;
  g.add(box(w, h - bodyY - 0.03, d, m.steel, 0, bodyY, 0));
  g.add(box(w + 0.03, 0.03, d + 0.03, m.brushed, 0, h - 0.03, 0));
  backDetails(g, m, w, h, d / 2);
  if (!tabletop) {
    // Front apron with the knob rail; an undershelf (or doors) below.
    g.add(box(w - 0.04, 0.012, d - 0.06, m.brushed, 0, leg + 0.1, 0));
    g.add(box(w, 0.03, 0.03, m.brushed, 0, h - 0.14, front + 0.015));
  }
  const rows = model.pans >= 10 ? 2 : 1;
  const cols = Math.ceil(model.pans / rows);
  const pw = (w - 0.1) / cols;
  const pd = Math.min(0.53, (d - 0.16) / rows);
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const i = r * cols + c;
      if (i >= model.pans) break;
      const x = -w / 2 + 0.05 + pw * (c + 0.5);
      pan(g, m, x, h, -0.02 + (r - (rows - 1) / 2) * pd, pw - 0.015, pd - 0.015, i);
      if (r === 0) knob(g, m, x, h - (tabletop ? h / 2 : 0.07), front, 0.022);
    }
  if (model.sneezeGuard) {
    // Posts, the angled guard glass towards the diner, a top shelf with its lamps.
    const glassH = mm(height) - h;
    const gz = front - 0.06;
    for (const px of [
      -w / 2 + 0.03,
      ...Array.from(
        { length: Math.max(0, Math.round(w / 1.2) - 1) },
        (_, k) => -w / 2 + ((k + 1) * w) / Math.round(w / 1.2),
      ),
      w / 2 - 0.03,
    ])
      g.add(cylinder(0.014, glassH, m.brushed, px, h, gz - 0.2));
    const pane = box(w - 0.04, 0.4, 0.01, m.glass, 0, 0, 0);
    pane.position.set(0, h + glassH * 0.45, gz - 0.08);
    pane.rotation.x = -0.5;
    g.add(tag(pane, 'sneeze-guard'));
    g.add(box(w - 0.02, 0.012, 0.2, m.glass, 0, h + glassH - 0.02, gz - 0.22));
    g.add(box(w - 0.02, 0.04, 0.05, m.steel, 0, h + glassH - 0.06, gz - 0.2));
    for (let x = -w / 2 + 0.3; x < w / 2 - 0.2; x += 0.6)
      g.add(box(0.3, 0.02, 0.04, m.accent, x + 0.15, h + glassH - 0.08, gz - 0.2));
  }
  return g;
}
