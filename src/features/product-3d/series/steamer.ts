import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { disc, door, feet, gauge, knob, louvre, pipe, tag } from '../kit/parts';
import { type Materials, startModel } from '../kit/materials';
import { label, legend, nameplate } from '../kit/plates';
import { box, cylinder } from '../shapes';
import { OPEN_ANGLE, type BuildOptions } from './options';

/**
 * 蒸饭柜: a thick insulated body, heavy doors each with a spoked hand-wheel lock, a control panel
 * with the pressure gauge on top, the steam vent on the roof and a water-level glass at the side.
 * Open, a door shows the rack of trays (the model's trays shared between its doors).
 */

const WALL = 0.07;

/** A spoked hand-wheel with its hub, on a door face (local coordinates of the door). */
function handWheel(leaf: THREE.Group, m: Materials, x: number, y: number, z: number, r: number) {
  const rim = new THREE.Mesh(new THREE.TorusGeometry(r, r * 0.09, 12, 40), m.brushed);
  rim.position.set(x, y, z + 0.06);
  rim.castShadow = true;
  leaf.add(tag(rim, 'hand-wheel'), disc(r * 0.22, 0.06, m.brushed, x, y, z + 0.03));
  for (const turn of [Math.PI / 4, (3 * Math.PI) / 4]) {
    const spoke = new THREE.Mesh(new THREE.CylinderGeometry(0.008, 0.008, r * 2, 10), m.brushed);
    spoke.position.set(x, y, z + 0.06);
    spoke.rotation.z = turn;
    leaf.add(spoke);
  }
  for (let i = 0; i < 4; i += 1) {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    leaf.add(disc(r * 0.1, 0.05, m.black, x + Math.cos(a) * r, y + Math.sin(a) * r, z + 0.085));
  }
}

/** The stack of trays behind one door: rails on both walls and a tray of rice on each. */
function trayRack(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  trays: number,
) {
  const pitch = h / trays;
  for (let i = 0; i < trays; i += 1) {
    const ty = y + pitch * (i + 0.3);
    for (const sx of [-1, 1]) g.add(box(0.02, 0.012, d, m.brushed, x + sx * (w / 2 - 0.01), ty, 0));
    g.add(
      tag(
        box(w - 0.05, Math.min(0.045, pitch * 0.5), d - 0.06, m.brushed, x, ty + 0.012, 0),
        'tray',
      ),
    );
    g.add(box(w - 0.08, 0.006, d - 0.09, m.rice, x, ty + 0.012 + Math.min(0.04, pitch * 0.45), 0));
  }
}

export function buildSteamer(
  model: ModelOf<'zhengfangui'>,
  options: BuildOptions = {},
): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const leg = 0.12;
  const front = d / 2;
  const gas = model.heating === '燃气';
  const base = leg + (gas ? 0.22 : 0);
  const panel = 0.2;
  const top = h - panel - 0.06;
  feet(g, w, d, m, leg);
  backDetails(g, m, w, h, d / 2);
  // The insulated shell: thick walls, so the door openings sit deep in a wide frame.
  for (const sx of [-1, 1])
    g.add(box(WALL, top - base, d, m.steel, sx * (w / 2 - WALL / 2), base, 0));
  g.add(box(w, WALL, d, m.steel, 0, base, 0));
  g.add(box(w, h - top - 0.06, d, m.steel, 0, top, 0));
  g.add(box(w, top - base, WALL, m.steel, 0, base, -d / 2 + WALL / 2));
  const innerW = w - WALL * 2;
  const dw = innerW / model.doors;
  for (let c = 1; c < model.doors; c += 1)
    g.add(box(0.06, top - base, d, m.steel, -innerW / 2 + dw * c, base, 0));
  const perDoor = Math.round(model.trays / model.doors);
  for (let c = 0; c < model.doors; c += 1) {
    const x = -innerW / 2 + dw * (c + 0.5);
    trayRack(g, m, x, base + WALL, dw - 0.08, top - base - WALL - 0.04, d - WALL * 2, perDoor);
    const leaf = door(g, m, {
      x,
      y: base + 0.01,
      w: dw - 0.01,
      h: top - base - 0.02,
      front,
      hinge: c % 2 === 0 ? 'left' : 'right',
      handle: 'none',
      thickness: 0.06,
      open: options.open && c === 0 ? OPEN_ANGLE : 0,
    });
    const doorH = top - base - 0.02;
    handWheel(leaf, m, (dw - 0.01) / 2, doorH * 0.55, 0.06, Math.min(0.13, dw * 0.22));
    leaf.add(box(0.05, 0.16, 0.05, m.brushed, dw - 0.06, doorH * 0.55 - 0.08, 0.08));
    for (const hy of [0.1, doorH / 2, doorH - 0.2])
      leaf.add(box(0.05, 0.1, 0.06, m.brushed, 0.01, hy, 0.06));
  }
  // Control panel: pressure gauge, power and heating lamps, timer knob, start button.
  const py = h - 0.06 - panel / 2;
  g.add(tag(box(w, panel, 0.02, m.dark, 0, h - 0.06 - panel, front - 0.01), 'control-panel'));
  gauge(g, m, -w / 2 + 0.12, py, front, 0.06);
  const lamps = [m.red, m.accent, m.greens];
  lamps.forEach((lamp, i) =>
    g.add(disc(0.013, 0.02, lamp, -w / 2 + 0.26 + i * 0.06, py + 0.03, front + 0.01)),
  );
  knob(g, m, Math.min(w / 2 - 0.1, 0.1), py + 0.015, front, 0.03);
  legend(
    g,
    [
      ['电源', -w / 2 + 0.26],
      ['加热', -w / 2 + 0.32],
      ['缺水', -w / 2 + 0.38],
      ['定时', Math.min(w / 2 - 0.1, 0.1)],
    ],
    py - 0.045,
    front + 0.01,
  );
  g.add(
    label(
      0.09,
      0.02,
      { lines: ['蒸汽压力'], background: '#252c35', color: '#e8ecf0' },
      -w / 2 + 0.12,
      py - 0.08,
      front + 0.01,
    ),
  );
  if (w > 0.9) nameplate(g, m, model.model, w / 2 - 0.15, py + 0.02, front + 0.001, 0.15);
  else nameplate(g, m, model.model, 0, base - 0.005, front + 0.001, 0.13);
  g.add(
    disc(
      0.022,
      0.02,
      m.red,
      Math.min(w / 2 - 0.1, 0.1) + 0.1 + (w > 0.9 ? 0.06 : -0.2),
      py,
      front + 0.01,
    ),
  );
  // Roof: steam vent with its cap, water inlet; a water-level glass on the right side.
  g.add(box(w, 0.06, d, m.steel, 0, h - 0.06, 0));
  g.add(tag(cylinder(0.03, 0.14, m.brushed, w / 2 - 0.15, h, -d / 4), 'steam-vent'));
  g.add(cylinder(0.05, 0.02, m.brushed, w / 2 - 0.15, h + 0.14, -d / 4));
  g.add(
    pipe(
      [
        [-w / 2 + 0.15, h, -d / 4],
        [-w / 2 + 0.15, h + 0.08, -d / 4],
        [-w / 2 + 0.15, h + 0.08, -d / 2 - 0.05],
      ],
      0.012,
      m.brass,
    ),
  );
  const side = new THREE.Group();
  side.add(
    box(0.02, 0.3, 0.02, m.glass, 0, base + 0.1, 0),
    cylinder(0.014, 0.03, m.brushed, 0, base + 0.07, 0),
    cylinder(0.014, 0.03, m.brushed, 0, base + 0.4, 0),
  );
  side.position.set(w / 2 + 0.02, 0, front - 0.12);
  g.add(side);
  if (gas) {
    g.add(box(w, 0.22, d, m.steel, 0, leg, 0));
    louvre(g, m, 0, leg + 0.11, front, w * 0.6, 0.14);
    g.add(
      pipe(
        [
          [w / 2 - 0.1, leg + 0.1, front - 0.1],
          [w / 2 + 0.05, leg + 0.1, front - 0.1],
          [w / 2 + 0.05, leg + 0.1, -d / 2],
        ],
        0.014,
        m.accent,
      ),
    );
  }
  return g;
}
