import * as THREE from 'three';
import { tag } from '../kit/parts';
import type { Materials } from '../kit/materials';
import { box } from '../shapes';

/**
 * A gastronorm pan dropped into a 保温台's well, and what a canteen serves from it: braised pork,
 * stir-fried greens, rice, tomato with egg; every third pan under its lid.
 */

const DISHES = ['braised', 'greens', 'rice', 'egg'] as const;
type Dish = (typeof DISHES)[number];

const piece = new THREE.SphereGeometry(1, 10, 7);
const chunk = new THREE.BoxGeometry(1, 1, 1);

/** Seeded jitter, so every render lays the food out the same. */
const jitter = (i: number) => {
  const v = Math.sin(i * 12.9898) * 43758.5453;
  return v - Math.floor(v);
};

function dishMaterials(m: Materials, dish: Dish): THREE.Material[] {
  switch (dish) {
    case 'braised':
      return [m.food, new THREE.MeshStandardMaterial({ color: 0x6e2f12, roughness: 0.3 })];
    case 'greens':
      return [m.greens, new THREE.MeshStandardMaterial({ color: 0x8fbf4a, roughness: 0.5 })];
    case 'rice':
      return [m.rice];
    case 'egg':
      return [
        new THREE.MeshStandardMaterial({ color: 0xf2c230, roughness: 0.5 }),
        new THREE.MeshStandardMaterial({ color: 0xc8321e, roughness: 0.35 }),
      ];
  }
}

/** The food's surface and its pieces, filling w × d at y (the surface) round x, z. */
function food(
  g: THREE.Group,
  m: Materials,
  dish: Dish,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  seed: number,
) {
  const mats = dishMaterials(m, dish);
  const bed = box(w, 0.02, d, mats[0]!, x, y - 0.02, z);
  g.add(tag(bed, 'food'));
  if (dish === 'rice') {
    // A heaped mound of rice and a serving paddle in it.
    const mound = new THREE.Mesh(piece, mats[0]);
    mound.scale.set(w * 0.45, 0.035, d * 0.42);
    mound.position.set(x, y, z);
    g.add(mound);
    return;
  }
  const count = Math.round((w * d) / 0.0045);
  for (let k = 0; k < count; k += 1) {
    const a = jitter(seed * 97 + k);
    const b = jitter(seed * 31 + k * 7);
    const c = jitter(seed * 13 + k * 3);
    const material = mats[k % mats.length]!;
    const mesh = new THREE.Mesh(dish === 'braised' ? chunk : piece, material);
    const s = dish === 'greens' ? 0.028 : 0.022;
    if (dish === 'greens') mesh.scale.set(s * 1.4, s * 0.35, s * 0.7);
    else mesh.scale.set(s * (0.8 + c * 0.5), s * (0.7 + a * 0.4), s * (0.8 + b * 0.5));
    mesh.position.set(
      x + (a - 0.5) * (w - 0.04),
      y + 0.004 + c * 0.008,
      z + (b - 0.5) * (d - 0.04),
    );
    mesh.rotation.set(a * 3, b * 3, c * 3);
    g.add(mesh);
  }
}

/** A GN pan set into the well at x, z with its rim at y, w × d; `i` picks the dish. */
export function gnPan(
  g: THREE.Group,
  m: Materials,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  i: number,
) {
  const pan = tag(new THREE.Group(), 'gn-pan');
  const rim = 0.014;
  // The pan's folded rim resting on the worktop, its dark well below.
  for (const sz of [-1, 1]) pan.add(box(w, 0.006, rim, m.steel, x, y, z + sz * (d / 2 - rim / 2)));
  for (const sx of [-1, 1]) pan.add(box(rim, 0.006, d, m.steel, x + sx * (w / 2 - rim / 2), y, z));
  pan.add(box(w - 2 * rim, 0.004, d - 2 * rim, m.dark, x, y - 0.06, z));
  for (const sz of [-1, 1])
    pan.add(box(w - 2 * rim, 0.06, 0.002, m.brushed, x, y - 0.06, z + sz * (d / 2 - rim)));
  g.add(pan);
  if (i % 3 === 2) {
    // Hinged-notch lid with its handle.
    const lid = box(w - 0.004, 0.012, d - 0.004, m.steel, x, y + 0.006, z);
    g.add(tag(lid, 'lid'), box(0.1, 0.018, 0.02, m.brushed, x, y + 0.018, z));
    return;
  }
  const dish = DISHES[i % DISHES.length]!;
  food(g, m, dish, x, y - 0.012, z, w - 2 * rim - 0.01, d - 2 * rim - 0.01, i + 1);
  // A serving spoon resting across the rim.
  const spoon = new THREE.Mesh(new THREE.CylinderGeometry(0.007, 0.007, 0.3, 10), m.steel);
  spoon.rotation.set(0.35, 0, Math.PI / 2 - 0.25);
  spoon.position.set(x + w * 0.2, y + 0.03, z + d * 0.3);
  spoon.castShadow = true;
  g.add(spoon);
}
