import * as THREE from 'three';
import { box } from '../shapes';
import type { Materials } from './materials';
import { disc, tag } from './parts';
import { type TextPlate, textTexture } from './textures';

/**
 * Plates with writing: the 澄川 nameplate every unit wears on its front, and the printed markings
 * of control panels (what each knob, lamp and gauge is). Faces look along +z.
 */

/** A flat label w × h centred at x, y, just proud of a face at z; plain colour without a canvas. */
export function label(
  w: number,
  h: number,
  plate: TextPlate,
  x: number,
  y: number,
  z: number,
  part = 'marking',
) {
  const map = textTexture(w, h, plate);
  const material = new THREE.MeshStandardMaterial({
    color: map ? 0xffffff : plate.background,
    map,
    roughness: 0.45,
    metalness: 0.1,
  });
  const mesh = new THREE.Mesh(new THREE.PlaneGeometry(w, h), material);
  mesh.position.set(x, y, z + 0.0015);
  return tag(mesh, part);
}

/**
 * The 澄川 nameplate: a brushed plate with the brand and the model number in dark blue, four
 * rivets, centred at x, y on a face at z.
 */
export function nameplate(
  g: THREE.Object3D,
  m: Materials,
  model: string,
  x: number,
  y: number,
  z: number,
  w = 0.15,
) {
  const h = w * 0.36;
  const plate = tag(new THREE.Group(), 'nameplate');
  plate.add(box(w, h, 0.002, m.brushed, x, y - h / 2, z + 0.001));
  plate.add(
    label(
      w * 0.94,
      h * 0.86,
      { lines: ['澄川厨装', model], background: '#d7dce2', color: '#0a2f5c', rule: true },
      x,
      y,
      z + 0.002,
      'nameplate-text',
    ),
  );
  for (const [rx, ry] of [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ] as const)
    plate.add(
      disc(0.0035, 0.002, m.steel, x + rx * (w / 2 - 0.006), y + ry * (h / 2 - 0.006), z + 0.004),
    );
  g.add(plate);
  return plate;
}

/** The printed legend under a row of controls: one short word per control at its x. */
export function legend(
  g: THREE.Object3D,
  words: [string, number][],
  y: number,
  z: number,
  color = '#e8ecf0',
  background = '#252c35',
) {
  for (const [word, x] of words)
    g.add(label(0.07, 0.022, { lines: [word], background, color, resolution: 3000 }, x, y, z));
}
