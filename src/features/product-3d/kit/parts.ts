import * as THREE from 'three';
import { box, cylinder } from '../shapes';
import type { Materials } from './materials';

/**
 * Parts the series builders share. Front faces look along +z; every position is in metres. Parts
 * that stand on something are placed by their bottom centre, parts on a face by their centre.
 */

/** Marks `object` as a feature (`userData.part`), so tests can count a model's doors or burners. */
export function tag<T extends THREE.Object3D>(object: T, part: string): T {
  object.userData.part = part;
  object.name = part;
  return object;
}

/** A cylinder whose axis runs front to back (knobs, gauges, lenses), centred at x, y, z. */
export function disc(
  r: number,
  t: number,
  material: THREE.Material,
  x: number,
  y: number,
  z: number,
) {
  const mesh = new THREE.Mesh(new THREE.CylinderGeometry(r, r, t, 32), material);
  mesh.rotation.x = Math.PI / 2;
  mesh.position.set(x, y, z);
  mesh.castShadow = true;
  return mesh;
}

/** A round pipe through `points` (metres). */
export function pipe(points: [number, number, number][], r: number, material: THREE.Material) {
  const curve = new THREE.CatmullRomCurve3(
    points.map(([x, y, z]) => new THREE.Vector3(x, y, z)),
    false,
    'catmullrom',
    0.1,
  );
  const mesh = new THREE.Mesh(new THREE.TubeGeometry(curve, 48, r, 12), material);
  mesh.castShadow = true;
  return mesh;
}

/** Adjustable feet: a steel tube with a black screw pad, one near each corner. */
export function feet(g: THREE.Group, w: number, d: number, m: Materials, height: number) {
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) {
      const x = sx * (w / 2 - 0.05);
      const z = sz * (d / 2 - 0.05);
      g.add(tag(cylinder(0.032, 0.025, m.rubber, x, 0, z), 'foot'));
      g.add(cylinder(0.02, height - 0.025, m.brushed, x, 0.025, z));
    }
  return g;
}

export interface DoorOptions {
  /** Centre x and bottom y of the opening, width and height. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** z of the cabinet's front face. */
  front: number;
  hinge: 'left' | 'right';
  /** Radians the door stands open (0: shut). */
  open?: number;
  /** A glass panel in a steel frame instead of solid steel. */
  glass?: boolean;
  /** Full-height bar handle (fridges), a short pull, or none (the caller fits a lock). */
  handle?: 'full' | 'pull' | 'none';
  thickness?: number;
}

/**
 * A hinged door: panel with its black gasket, barrel hinges and handle, in a group pivoting about
 * its hinge edge so `open` swings it outwards. Returns the group; what goes on the door's face
 * (locks, wheels) the caller adds to it at local coordinates (x from the hinge, z = thickness).
 */
export function door(g: THREE.Group, m: Materials, o: DoorOptions) {
  const t = o.thickness ?? 0.04;
  const side = o.hinge === 'left' ? -1 : 1;
  const pivot = tag(new THREE.Group(), 'door');
  pivot.position.set(o.x + (side * o.w) / 2, o.y, o.front);
  pivot.rotation.y = side * (o.open ?? 0);
  const leaf = new THREE.Group();
  // Local x runs from the hinge (0) across the door (-side direction).
  leaf.scale.x = -side;
  pivot.add(leaf);
  const w = o.w - 0.008;
  const cx = w / 2 + 0.004;
  // Inner liner with the magnetic gasket round its edge (seen when the door stands open).
  if (!o.glass) leaf.add(box(w - 0.05, o.h - 0.06, 0.01, m.white, cx, 0.03, 0.003));
  // The gasket runs round the edge, a dark line in the gap between door and cabinet.
  for (const ex of [0.012, w - 0.004])
    leaf.add(tag(box(0.018, o.h - 0.012, 0.016, m.rubber, ex, 0.006, 0.002), 'gasket'));
  for (const ey of [0.006, o.h - 0.024])
    leaf.add(box(w - 0.02, 0.018, 0.016, m.rubber, cx, ey, 0.002));
  if (o.glass) {
    const rail = 0.07;
    leaf.add(box(w, rail, t, m.steel, cx, o.h - rail - 0.004, t / 2 + 0.008));
    leaf.add(box(w, rail * 1.6, t, m.steel, cx, 0.004, t / 2 + 0.008));
    for (const ex of [rail / 2, w - rail / 2 + 0.008])
      leaf.add(box(rail, o.h - 0.008, t, m.steel, ex, 0.004, t / 2 + 0.008));
    leaf.add(
      tag(
        box(w - rail * 2, o.h - rail * 2.6, 0.008, m.glass, cx, rail * 1.6, t / 2 + 0.008),
        'glass',
      ),
    );
  } else {
    leaf.add(box(w, o.h - 0.008, t, m.steel, cx, 0.004, t / 2 + 0.008));
    leaf.add(box(w - 0.04, o.h - 0.05, 0.002, m.brushed, cx, 0.025, t + 0.009));
  }
  // Barrel hinges on the hinge edge: leaf plates on door and frame, the knuckle between.
  for (const hy of [0.1, o.h - 0.18]) {
    leaf.add(tag(cylinder(0.011, 0.08, m.brushed, -0.004, hy, t + 0.012), 'hinge'));
    leaf.add(box(0.03, 0.07, 0.003, m.brushed, 0.014, hy + 0.005, t + 0.0095));
    leaf.add(cylinder(0.013, 0.006, m.steel, -0.004, hy + 0.08, t + 0.012));
  }
  const grip = w - 0.045;
  if (o.handle === 'full') {
    const length = Math.min(o.h - 0.16, 1.0);
    const y0 = o.h / 2 - length / 2;
    leaf.add(tag(box(0.024, length, 0.026, m.brushed, grip, y0, t + 0.045), 'handle'));
    for (const py of [y0 + 0.02, y0 + length - 0.06]) {
      leaf.add(tag(box(0.02, 0.04, 0.04, m.brushed, grip, py, t + 0.026), 'handle-bracket'));
      leaf.add(disc(0.006, 0.004, m.black, grip, py + 0.02, t + 0.0095));
    }
  } else if (o.handle === 'pull') {
    // A round bar pull on two stand-off brackets.
    const length = Math.min(0.3, o.h * 0.4);
    leaf.add(tag(cylinder(0.011, length, m.steel, grip, o.h * 0.45, t + 0.048), 'handle'));
    for (const py of [o.h * 0.45 + 0.03, o.h * 0.45 + length - 0.03]) {
      const bracket = disc(0.009, 0.04, m.brushed, grip, py, t + 0.028);
      leaf.add(tag(bracket, 'handle-bracket'));
    }
  }
  g.add(pivot);
  return leaf;
}

/** A digital temperature or time display with two small buttons, centred at x, y on face z. */
export function display(g: THREE.Group, m: Materials, x: number, y: number, z: number, w = 0.11) {
  g.add(tag(box(w + 0.03, 0.06, 0.01, m.black, x, y - 0.03, z + 0.005), 'display'));
  g.add(box(w * 0.62, 0.03, 0.004, m.display, x - w * 0.12, y - 0.015, z + 0.012));
  for (const bx of [0.36, 0.46]) g.add(disc(0.007, 0.008, m.white, x + w * bx, y, z + 0.012));
}

/** A control knob with its pointer, on a face at z. */
export function knob(g: THREE.Group, m: Materials, x: number, y: number, z: number, r = 0.025) {
  g.add(disc(r * 1.25, 0.004, m.brushed, x, y, z + 0.002));
  g.add(tag(disc(r, r * 1.1, m.black, x, y, z + r * 0.55), 'knob'));
  g.add(box(r * 0.25, r * 0.8, 0.006, m.white, x, y, z + r * 1.1));
}

/** A dial pressure gauge: chrome rim, white face, red needle, on a face at z. */
export function gauge(g: THREE.Group, m: Materials, x: number, y: number, z: number, r = 0.045) {
  g.add(tag(disc(r, 0.03, m.brushed, x, y, z + 0.015), 'gauge'));
  g.add(disc(r * 0.86, 0.004, m.white, x, y, z + 0.031));
  const needle = box(r * 0.08, r * 0.75, 0.003, m.red, 0, 0, 0);
  needle.position.set(x, y, z + 0.035);
  needle.rotation.z = -0.7;
  g.add(needle);
  for (let i = 0; i < 8; i += 1) {
    const a = -2.2 + (i * 4.4) / 7;
    g.add(
      box(
        0.002,
        r * 0.12,
        0.002,
        m.black,
        x + Math.sin(a) * r * 0.7,
        y + Math.cos(a) * r * 0.7,
        z + 0.034,
      ),
    );
  }
}

/** A toggle latch (access panels, doors): base, lever and hook, on a face at z. */
export function latch(g: THREE.Group, m: Materials, x: number, y: number, z: number) {
  g.add(tag(box(0.05, 0.03, 0.012, m.brushed, x, y - 0.015, z + 0.006), 'latch'));
  g.add(box(0.016, 0.07, 0.014, m.black, x, y - 0.06, z + 0.016));
}

/** A rating plate: silver plate with engraved lines, centred at x, y on face z. */
export function ratingPlate(g: THREE.Group, m: Materials, x: number, y: number, z: number) {
  g.add(tag(box(0.14, 0.09, 0.003, m.white, x, y - 0.045, z + 0.002), 'rating-plate'));
  g.add(box(0.12, 0.012, 0.002, m.blue, x, y + 0.02, z + 0.004));
  for (let i = 0; i < 4; i += 1)
    g.add(
      box(0.1 - (i % 2) * 0.03, 0.004, 0.002, m.dark, x - 0.005, y - 0.01 - i * 0.014, z + 0.004),
    );
}

/** A louvred grille (condenser, air inlet): `n` slats across w × h centred at x, y on face z. */
export function louvre(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  w: number,
  h: number,
) {
  g.add(box(w, h, 0.006, m.black, x, y - h / 2, z + 0.003));
  const n = Math.max(3, Math.round(h / 0.025));
  for (let i = 0; i < n; i += 1) {
    const slat = box(
      w - 0.01,
      0.008,
      0.014,
      m.brushed,
      x,
      y - h / 2 + (h / n) * (i + 0.5),
      z + 0.008,
    );
    slat.rotation.x = -0.5;
    g.add(slat);
  }
}
