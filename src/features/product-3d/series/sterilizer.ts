import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { casters } from '../kit/castors';
import { display, disc, door, feet, tag } from '../kit/parts';
import { type Materials, startModel } from '../kit/materials';
import { legend, nameplate } from '../kit/plates';
import { box } from '../shapes';
import { OPEN_ANGLE, type BuildOptions } from './options';

/**
 * 消毒柜: glass-panelled doors (the model's count) over wire racks loaded with bowls and upright
 * canteen trays, a control panel with display and buttons across the top. Trolley models show
 * their rack trolley on castors inside.
 */

/** One rack level: a wire shelf, a row of bowls on edge and a row of upright trays. */
function rackLevel(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  w: number,
  d: number,
  trays: boolean,
) {
  for (let k = 0; k < 5; k += 1) g.add(box(w, 0.006, 0.006, m.brushed, x, y, -d / 2 + (d / 4) * k));
  for (let k = 0; k < Math.floor(w / 0.05); k += 1)
    g.add(box(0.004, 0.006, d, m.brushed, x - w / 2 + 0.02 + k * 0.05, y, 0));
  const count = Math.floor((w - 0.04) / (trays ? 0.035 : 0.09));
  for (let k = 0; k < count; k += 1) {
    const px = x - w / 2 + 0.04 + k * (trays ? 0.035 : 0.09);
    if (trays) g.add(tag(box(0.008, 0.2, d * 0.7, m.steel, px, y + 0.006, 0), 'tray'));
    else {
      const bowl = new THREE.Mesh(
        new THREE.SphereGeometry(0.055, 20, 8, 0, Math.PI * 2, 0, Math.PI / 2),
        m.white,
      );
      bowl.rotation.x = Math.PI / 2 - 0.35;
      bowl.position.set(px, y + 0.06, d * 0.15);
      const back = bowl.clone();
      back.position.z = -d * 0.2;
      g.add(tag(bowl, 'bowl'), tag(back, 'bowl'));
    }
  }
}

export function buildSterilizer(
  model: ModelOf<'xiaoduji'>,
  options: BuildOptions = {},
): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const trolley = model.model.includes('TC');
  const leg = 0.12;
  const panel = 0.16;
  const front = d / 2;
  const top = h - panel;
  feet(g, w, d, m, leg);
  backDetails(g, m, w, h, d / 2);
  for (const sx of [-1, 1]) g.add(box(0.04, h - leg, d, m.steel, sx * (w / 2 - 0.02), leg, 0));
  g.add(box(w, h - leg, 0.03, m.steel, 0, leg, -d / 2 + 0.015));
  g.add(box(w, 0.06, d, m.steel, 0, leg, 0));
  g.add(box(w, panel, d, m.steel, 0, top, 0));
  // A dark liner so the white bowls and steel trays read against it through the glass.
  g.add(box(w - 0.08, top - leg - 0.06, 0.01, m.dark, 0, leg + 0.06, -d / 2 + 0.035));
  const innerW = w - 0.08;
  const dw = innerW / model.doors;
  const bottom = leg + 0.06;
  const openH = top - bottom;
  for (let c = 0; c < model.doors; c += 1) {
    const x = -innerW / 2 + dw * (c + 0.5);
    const rackW = dw - 0.08;
    if (trolley) {
      const frame = new THREE.Group();
      casters(frame, rackW, d - 0.16, m, 0.12);
      for (const sx of [-1, 1])
        for (const sz of [-1, 1])
          frame.add(
            box(
              0.025,
              openH - 0.2,
              0.025,
              m.brushed,
              sx * (rackW / 2 - 0.02),
              0.12,
              sz * (d / 2 - 0.1),
            ),
          );
      frame.position.set(x, bottom + 0.01, 0);
      g.add(frame);
    }
    const levels = Math.max(3, Math.round(openH / 0.3));
    for (let i = 0; i < levels; i += 1)
      rackLevel(
        g,
        m,
        x,
        bottom + (trolley ? 0.2 : 0.05) + ((openH - 0.3) / levels) * i,
        rackW,
        d - 0.16,
        i % 2 === 1,
      );
    if (c > 0) g.add(box(0.03, openH, 0.03, m.steel, x - dw / 2, bottom, front - 0.015));
    door(g, m, {
      x,
      y: bottom + 0.004,
      w: dw,
      h: openH - 0.01,
      front,
      hinge: c % 2 === 0 ? 'left' : 'right',
      glass: true,
      handle: 'pull',
      open: options.open && c === 0 ? OPEN_ANGLE : 0,
    });
  }
  // Control panel: display, start/stop buttons and the running lamps.
  const py = top + panel / 2;
  g.add(
    tag(
      box(Math.min(w - 0.1, 0.6), panel - 0.05, 0.01, m.dark, 0, top + 0.025, front + 0.005),
      'control-panel',
    ),
  );
  display(g, m, -0.12, py + 0.03, front + 0.01, 0.14);
  for (const [i, lamp] of [m.greens, m.red, m.accent].entries())
    g.add(disc(0.016, 0.02, lamp, 0.06 + i * 0.06, py + 0.012, front + 0.02));
  legend(
    g,
    [
      ['电源', 0.06],
      ['消毒', 0.12],
      ['烘干', 0.18],
    ].map(([t, x]) => [t as string, x as number]),
    py - 0.03,
    front + 0.01,
  );
  if (w > 0.75) nameplate(g, m, model.model, w / 2 - 0.14, py + 0.005, front + 0.001, 0.14);
  else nameplate(g, m, model.model, 0, bottom - 0.012, front + 0.001, 0.12);
  g.add(box(w, 0.01, 0.01, m.brushed, 0, top, front + 0.005));
  return g;
}
