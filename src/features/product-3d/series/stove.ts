import * as THREE from 'three';
import type { ModelOf } from '@/content/catalogue/types';
import { backDetails } from '../kit/back';
import { display, feet, knob, pipe, tag } from '../kit/parts';
import { type Materials, mm, startModel } from '../kit/materials';
import { legend, nameplate } from '../kit/plates';
import { box, cylinder } from '../shapes';
import type { BuildOptions } from './options';

/**
 * 商用灶台: a Chinese wok range. Per burner (the model's count) a raised wok ring over a burner
 * with its blue flame ring (an induction range: a black glass bowl), a swan-neck tap from the
 * splash-back, a knee valve and knobs on the front; a drip channel along the front of the deck.
 */

/** Wok ring and what burns in it, centred at x, z on a deck at y. */
function wokRing(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  r: number,
  induction: boolean,
) {
  const ring = new THREE.Mesh(
    new THREE.CylinderGeometry(r, r * 0.82, 0.12, 48, 1, true),
    m.brushed,
  );
  (ring.material as THREE.MeshPhysicalMaterial).side = THREE.DoubleSide;
  ring.position.set(x, y + 0.06, z);
  ring.castShadow = true;
  const lip = new THREE.Mesh(new THREE.TorusGeometry(r, 0.014, 10, 48), m.steel);
  lip.rotation.x = Math.PI / 2;
  lip.position.set(x, y + 0.12, z);
  g.add(tag(ring, 'wok-ring'), lip);
  g.add(cylinder(r * 0.82, 0.004, m.black, x, y, z));
  if (induction) {
    const bowl = new THREE.Mesh(
      new THREE.SphereGeometry(r * 0.8, 40, 12, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2.6),
      m.black,
    );
    bowl.position.set(x, y + r * 0.8 - 0.02, z);
    g.add(tag(bowl, 'burner'));
    return;
  }
  // Cast burner head with its ring of flames, pan supports across the ring.
  g.add(tag(cylinder(r * 0.32, 0.06, m.enamel, x, y, z), 'burner'));
  const flames = new THREE.Mesh(new THREE.TorusGeometry(r * 0.26, 0.012, 8, 40), m.flame);
  flames.rotation.x = Math.PI / 2;
  flames.position.set(x, y + 0.07, z);
  g.add(flames);
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    const tongue = new THREE.Mesh(new THREE.ConeGeometry(0.012, 0.05, 8), m.flame);
    tongue.position.set(x + Math.cos(a) * r * 0.26, y + 0.095, z + Math.sin(a) * r * 0.26);
    g.add(tongue);
  }
  for (const a of [0, Math.PI / 3, (2 * Math.PI) / 3]) {
    const bar = box(r * 1.5, 0.02, 0.02, m.enamel, 0, 0, 0);
    bar.position.set(x, y + 0.1, z);
    bar.rotation.y = a;
    g.add(bar);
  }
}

/** A wok resting in a ring (the last burner of a multi-burner range), with its handle. */
function wok(g: THREE.Group, m: Materials, x: number, y: number, z: number, r: number) {
  const pan = new THREE.Mesh(
    new THREE.SphereGeometry(r * 0.95, 40, 14, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2.4),
    m.dark,
  );
  pan.position.set(x, y + r * 0.95 + 0.04, z);
  pan.castShadow = true;
  g.add(
    pan,
    pipe(
      [
        [x + r * 0.9, y + 0.2, z + 0.1],
        [x + r * 1.3, y + 0.26, z + 0.25],
      ],
      0.016,
      m.black,
    ),
  );
}

export function buildStove(
  model: ModelOf<'shangyongzaotai'>,
  _options: BuildOptions = {},
): THREE.Group {
  const { m, g, w, d, h } = startModel(model.dimensionsMm);
  const leg = 0.1;
  const front = d / 2;
  const induction = model.fuel === '电磁';
  feet(g, w, d, m, leg);
  backDetails(g, m, w, h, d / 2);
  g.add(box(w, h - leg - 0.04, d, m.steel, 0, leg, 0));
  g.add(box(w, 0.04, d, m.brushed, 0, h - 0.04, 0));
  // Drip channel along the front of the deck, draining to the left; front rail below it.
  g.add(tag(box(w - 0.04, 0.012, 0.07, m.dark, 0, h - 0.004, front - 0.06), 'drip-channel'));
  g.add(box(w, 0.03, 0.02, m.steel, 0, h - 0.01, front - 0.01));
  g.add(box(w, 0.06, 0.03, m.brushed, 0, h - 0.1, front + 0.015));
  // Splash-back with its top shelf and a water trough at its foot.
  const splash = 0.5;
  g.add(tag(box(w, splash, 0.05, m.steel, 0, h, -d / 2 + 0.025), 'splash-back'));
  g.add(box(w, 0.03, 0.16, m.steel, 0, h + splash, -d / 2 + 0.08));
  g.add(box(w - 0.04, 0.03, 0.08, m.dark, 0, h, -d / 2 + 0.09));
  const n = model.burners;
  const pitch = w / n;
  const r = Math.min((mm(model.wokDiameterMm) / 2) * 0.72, pitch * 0.36, d * 0.3);
  const z = -0.02;
  for (let i = 0; i < n; i += 1) {
    const x = -w / 2 + pitch * (i + 0.5);
    wokRing(g, m, x, h, z, r, induction);
    if (n > 1 && i === n - 1) wok(g, m, x, h, z, r);
    // Swan-neck tap: up from the splash-back, over and down beside the ring.
    const tx = x + r + 0.07 < w / 2 - 0.03 ? x + r + 0.07 : x - r - 0.07;
    const tap = tag(
      pipe(
        [
          [tx, h + 0.2, -d / 2 + 0.06],
          [tx, h + 0.5, -d / 2 + 0.09],
          [tx, h + 0.56, -d / 2 + 0.28],
          [tx, h + 0.38, -d / 2 + 0.4],
        ],
        0.012,
        m.brushed,
      ),
      'tap',
    );
    g.add(tap, cylinder(0.022, 0.06, m.brushed, tx, h + 0.17, -d / 2 + 0.075));
    // Front: knee valve paddle under the rail, gas and water knobs (or a power display).
    const paddle = box(0.16, 0.18, 0.012, m.brushed, x, h - 0.4, front + 0.05);
    paddle.rotation.x = 0.25;
    g.add(tag(paddle, 'knee-valve'), box(0.03, 0.03, 0.06, m.brushed, x, h - 0.24, front + 0.02));
    if (induction) {
      display(g, m, x - 0.08, h - 0.15, front);
      knob(g, m, x + 0.1, h - 0.17, front, 0.03);
      legend(g, [['功率', x + 0.1]], h - 0.222, front, '#1d2630', '#c9cfd6');
    } else {
      knob(g, m, x - 0.09, h - 0.17, front, 0.028);
      knob(g, m, x + 0.09, h - 0.17, front, 0.028);
      legend(
        g,
        [
          ['火力', x - 0.09],
          ['水阀', x + 0.09],
        ],
        h - 0.222,
        front,
        '#1d2630',
        '#c9cfd6',
      );
    }
  }
  nameplate(g, m, model.model, w / 2 - 0.14, h - 0.3, front, 0.14);
  // Gas manifold along the back (yellow), or a cable gland for induction.
  if (!induction)
    g.add(
      pipe(
        [
          [-w / 2 - 0.02, h - 0.2, -d / 2 - 0.04],
          [w / 2 + 0.02, h - 0.2, -d / 2 - 0.04],
        ],
        0.018,
        m.accent,
      ),
    );
  return g;
}
