import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { casters } from '../kit/castors';
import { feet, knob, tag } from '../kit/parts';
import { materials, mm } from '../kit/materials';
import { legend, nameplate } from '../kit/plates';
import { box, cylinder } from '../shapes';
import { gnPan } from './warmer-pans';
import type { BuildOptions } from './options';

/**
 * 保温台: a serving counter whose heated well holds the model's gastronorm pans (food in most, a
 * lid on every third), a thermostat knob per pan on the front panel with its legend, the 澄川
 * nameplate, and where the model has one a sneeze guard: toughened glass on stainless posts with
 * a lit top shelf. The tabletop model has no legs, the mobile cart runs on castors.
 */
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
  // Worktop with a rolled front edge; the well's dark rim where the pans drop in.
  g.add(box(w + 0.03, 0.03, d + 0.03, m.brushed, 0, h - 0.03, 0));
  g.add(box(w + 0.03, 0.02, 0.03, m.steel, 0, h - 0.035, front + 0.01));
  backDetails(g, m, w, h, d / 2);
  const panelH = tabletop ? h * 0.55 : 0.16;
  const panelY = tabletop ? h * 0.2 : h - 0.03 - panelH - 0.02;
  // The control panel: a recessed brushed strip carrying knobs, legends and the nameplate.
  g.add(tag(box(w - 0.06, panelH, 0.006, m.brushed, 0, panelY, front + 0.003), 'control-panel'));
  if (!tabletop) {
    // Undershelf between the legs, a kick rail under the body.
    g.add(box(w - 0.04, 0.012, d - 0.06, m.brushed, 0, leg + 0.1, 0));
    g.add(box(w - 0.02, 0.02, 0.02, m.brushed, 0, leg, front - 0.01));
    // Panel seams: the body in brushed sheets, each with a folded edge.
    for (let x = -w / 2 + 0.6; x < w / 2 - 0.3; x += 0.6)
      g.add(box(0.003, panelY - leg - 0.03, 0.003, m.dark, x, leg + 0.03, front + 0.001));
  }
  const rows = model.pans >= 10 ? 2 : 1;
  const cols = Math.ceil(model.pans / rows);
  const pw = (w - 0.1) / cols;
  const pd = Math.min(0.53, (d - 0.16) / rows);
  const words: [string, number][] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const i = r * cols + c;
      if (i >= model.pans) break;
      const x = -w / 2 + 0.05 + pw * (c + 0.5);
      const z = -0.02 + (r - (rows - 1) / 2) * pd;
      gnPan(g, m, x, h, z, pw - 0.02, pd - 0.02, i);
      if (r === 0) {
        knob(g, m, x, panelY + panelH * 0.62, front + 0.006, 0.022);
        words.push([`${i + 1}号 温度`, x]);
      }
    }
  legend(g, words, panelY + panelH * 0.2, front + 0.006, '#1d2630', '#c9cfd6');
  // A red power lamp and the nameplate at the right of the panel.
  nameplate(g, m, model.model, w / 2 - 0.14, panelY - (tabletop ? -0.03 : 0.1), front, 0.15);
  if (model.sneezeGuard) sneezeGuard(g, m, w, h, mm(height) - h, front);
  return g;
}

/** Posts, the angled glass towards the diner, a glass top shelf with its lamps. */
function sneezeGuard(
  g: THREE.Group,
  m: ReturnType<typeof materials>,
  w: number,
  h: number,
  glassH: number,
  front: number,
) {
  const gz = front - 0.06;
  const spans = Math.max(1, Math.round(w / 1.2));
  const posts = Array.from(
    { length: spans + 1 },
    (_, k) => -w / 2 + 0.03 + (k * (w - 0.06)) / spans,
  );
  const guard = tag(new THREE.Group(), 'sneeze-guard');
  for (const px of posts) {
    guard.add(cylinder(0.014, glassH - 0.02, m.steel, px, h, gz - 0.2));
    guard.add(cylinder(0.024, 0.01, m.brushed, px, h, gz - 0.2));
    // Glass clamps holding the front pane and the shelf.
    guard.add(box(0.03, 0.04, 0.05, m.steel, px, h + glassH * 0.5, gz - 0.16));
  }
  const pane = box(w - 0.04, 0.42, 0.008, m.glass, 0, 0, 0);
  pane.position.set(0, h + glassH * 0.42, gz - 0.08);
  pane.rotation.x = -0.45;
  guard.add(tag(pane, 'glass'));
  // The pane's polished edge catches the light: a thin bright line along the top.
  const edge = box(w - 0.04, 0.006, 0.01, m.white, 0, 0, 0);
  edge.position.set(0, h + glassH * 0.42 + 0.19, gz - 0.08 + 0.09);
  edge.rotation.x = -0.45;
  guard.add(edge);
  guard.add(tag(box(w - 0.02, 0.01, 0.26, m.glass, 0, h + glassH - 0.02, gz - 0.2), 'glass'));
  guard.add(box(w - 0.02, 0.04, 0.05, m.steel, 0, h + glassH - 0.07, gz - 0.2));
  // Heat lamps under the shelf, glowing warm.
  const lamp = new THREE.MeshStandardMaterial({
    color: 0xffe2b0,
    emissive: 0xffb347,
    emissiveIntensity: 1.2,
  });
  for (let x = -w / 2 + 0.3; x < w / 2 - 0.2; x += 0.6)
    guard.add(box(0.3, 0.012, 0.03, lamp, x + 0.15, h + glassH - 0.085, gz - 0.2));
  g.add(guard);
}
