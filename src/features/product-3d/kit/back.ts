import * as THREE from 'three';
import { box } from '../shapes';
import type { Materials } from './materials';
import { pipe, ratingPlate, tag } from './parts';

/**
 * The back of a cabinet, so a turned 3D view is never a blank panel: stiffeners, rating plate,
 * mains cable. Built on a face at `halfDepth` looking +z, then turned half round to the back.
 */
export function backDetails(g: THREE.Group, m: Materials, w: number, h: number, halfDepth: number) {
  const z = halfDepth;
  const rear = tag(new THREE.Group(), 'back');
  for (const sx of [-1, 1])
    rear.add(box(0.03, h * 0.8, 0.01, m.brushed, sx * (w / 2 - 0.06), h * 0.12, z + 0.005));
  rear.add(box(w - 0.12, 0.03, 0.01, m.brushed, 0, h * 0.5, z + 0.005));
  ratingPlate(rear, m, w / 2 - 0.2, h * 0.38, z + 0.002);
  rear.add(
    pipe(
      [
        [-w / 2 + 0.14, h * 0.3, z + 0.01],
        [-w / 2 + 0.14, 0.12, z + 0.05],
        [-w / 2 + 0.3, 0.01, z + 0.2],
      ],
      0.008,
      m.black,
    ),
  );
  rear.rotation.y = Math.PI;
  g.add(rear);
}
