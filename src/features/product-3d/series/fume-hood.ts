import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { display, latch } from '../kit/parts';
import type { Materials } from '../kit/materials';
import { sizeOf } from '../kit/materials';
import { nameplate } from '../kit/plates';
import { box } from '../shapes';

/** 运水烟罩: a canopy hood with its water-wash chamber's latched access doors and control box. */
export function hood(model: ModelOf<'youyanjinghua'>, m: Materials): THREE.Group {
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
  nameplate(g, m, model.model, w / 2 - 0.7, lift + h * 0.78, d / 2 + 0.01, 0.15);
  backDetails(g, m, w, h, d / 2);
  return g;
}
