import * as THREE from 'three';
import type { CaseSector } from '@/content/case-summaries';
import { box, cylinder } from './shapes';

/**
 * What makes a kitchen scene read as its sector, and the "before" of a case: room colours per
 * sector (a school canteen's pale green tiles, a hospital's white and blue, a hotel's dark hot
 * kitchen), and for the old kitchen yellowed tiles, stains, dull steel and clutter on the floor.
 */
export interface RoomLook {
  wall: number;
  grout: number;
  floor: number;
  /** A band of coloured tiles at 1.2 m (hospital blue), if any. */
  band?: number;
}

const LOOKS: Partial<Record<CaseSector, RoomLook>> = {
  school: { wall: 0xdbe8df, grout: 0xb3c6b9, floor: 0xc7b299 },
  hospital: { wall: 0xf0f4f8, grout: 0xc9d3de, floor: 0xcfd9e3, band: 0x4f8fce },
  hotel: { wall: 0x5d6670, grout: 0x474e57, floor: 0x6b6f73 },
};
const PLAIN: RoomLook = { wall: 0xe4e9ef, grout: 0xbfc7d1, floor: 0xd9dee5 };
const WORN: RoomLook = { wall: 0xd3c9ab, grout: 0x8f8466, floor: 0x8a8070 };

export function roomLook(sector: CaseSector | undefined, worn: boolean): RoomLook {
  if (worn) return WORN;
  return (sector && LOOKS[sector]) ?? PLAIN;
}

const matte = (color: number, roughness = 0.7) =>
  new THREE.MeshStandardMaterial({ color, roughness });

/** Dull, stained steel in place of the polished finishes: the old kitchen's equipment. */
export function age(object: THREE.Object3D) {
  const old = new THREE.MeshStandardMaterial({ color: 0x8f897c, roughness: 0.85, metalness: 0.35 });
  object.traverse((o) => {
    // The steel only: glass, enamel and plastics keep their finish.
    if (
      o instanceof THREE.Mesh &&
      o.material instanceof THREE.MeshPhysicalMaterial &&
      o.material.metalness === 1
    )
      o.material = old;
  });
}

/** Grease stains on the wall and floor, boxes, a gas cylinder, a bucket and a hose: clutter. */
export function clutter(wallWidth: number, deepest: number): THREE.Group {
  const g = new THREE.Group();
  const stain = new THREE.MeshStandardMaterial({
    color: 0x4a3b22,
    roughness: 0.9,
    transparent: true,
    opacity: 0.35,
  });
  for (const [x, y, w, h] of [
    [-0.3, 1.3, 0.9, 0.6],
    [0.25, 1.5, 0.5, 0.5],
    [-0.05, 0.9, 0.4, 0.3],
  ] as const) {
    const patch = new THREE.Mesh(new THREE.PlaneGeometry(w, h), stain);
    patch.position.set(x * wallWidth, y, 0.004);
    g.add(patch);
  }
  for (const [x, z, r] of [
    [-0.2, deepest + 0.3, 0.35],
    [0.3, deepest + 0.45, 0.25],
  ] as const) {
    const puddle = new THREE.Mesh(new THREE.CircleGeometry(r, 24), stain);
    puddle.rotation.x = -Math.PI / 2;
    puddle.position.set(x * wallWidth, 0.004, z);
    g.add(puddle);
  }
  const cardboard = matte(0xb4864e, 0.9);
  const front = deepest + 0.2;
  g.add(box(0.5, 0.35, 0.4, cardboard, -wallWidth / 2 + 0.4, 0, front));
  g.add(box(0.4, 0.3, 0.35, cardboard, -wallWidth / 2 + 0.45, 0.35, front + 0.02));
  g.add(box(0.55, 0.28, 0.38, matte(0x2f6fb3, 0.5), wallWidth * 0.12, 0, front + 0.25));
  // The LPG cylinder old kitchens kept beside the stove, its hose across the floor.
  const lpg = matte(0xb8322a, 0.45);
  g.add(cylinder(0.16, 0.55, lpg, wallWidth * 0.36, 0, front + 0.1));
  g.add(cylinder(0.06, 0.08, matte(0x333333), wallWidth * 0.36, 0.55, front + 0.1));
  const hose = new THREE.CatmullRomCurve3([
    new THREE.Vector3(wallWidth * 0.36, 0.6, front + 0.1),
    new THREE.Vector3(wallWidth * 0.3, 0.05, front + 0.4),
    new THREE.Vector3(wallWidth * 0.2, 0.03, front + 0.2),
    new THREE.Vector3(wallWidth * 0.15, 0.3, deepest - 0.05),
  ]);
  g.add(new THREE.Mesh(new THREE.TubeGeometry(hose, 40, 0.012, 8), matte(0x222222)));
  g.add(cylinder(0.15, 0.32, matte(0xd4d0c2, 0.6), -wallWidth * 0.1, 0, front + 0.35));
  return g;
}
