import * as THREE from 'three';
import { box } from '../shapes';
import type { Materials } from './materials';
import { disc, tag } from './parts';

/**
 * Swivel castors of a mobile cart, one near each corner, `height` m from floor to the cart's
 * underside: a top plate bolted on, the swivel head, a pressed-steel fork, a grey polyurethane
 * tyre on its hub with the axle nut, and a foot brake on the front pair.
 */
export function casters(g: THREE.Group, w: number, d: number, m: Materials, height: number) {
  const r = Math.min(0.05, height * 0.36);
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) {
      const x = sx * (w / 2 - 0.08);
      const z = sz * (d / 2 - 0.08);
      const castor = tag(new THREE.Group(), 'castor');
      castor.position.set(x, 0, z);
      castor.add(box(0.08, 0.006, 0.08, m.brushed, 0, height - 0.006, 0));
      castor.add(disc(0.022, 0.018, m.steel, 0, height - 0.015, 0).rotateX(Math.PI / 2));
      const forkTop = height - 0.024;
      // The fork's two cheeks, trailing the swivel a little, and its bridge.
      for (const side of [-1, 1])
        castor.add(
          box(0.004, forkTop - r + 0.012, r * 1.3, m.steel, side * 0.021, r - 0.012, -0.012),
        );
      castor.add(box(0.046, 0.006, r * 1.3, m.steel, 0, forkTop - 0.006, -0.012));
      const tyre = new THREE.Mesh(new THREE.CylinderGeometry(r, r, 0.03, 28), m.tyre);
      tyre.rotation.z = Math.PI / 2;
      tyre.position.set(0, r, -0.02);
      tyre.castShadow = true;
      const hub = new THREE.Mesh(
        new THREE.CylinderGeometry(r * 0.55, r * 0.55, 0.034, 20),
        m.brushed,
      );
      hub.rotation.z = Math.PI / 2;
      hub.position.copy(tyre.position);
      castor.add(tyre, hub);
      for (const side of [-1, 1]) {
        const nut = new THREE.Mesh(new THREE.CylinderGeometry(0.007, 0.007, 0.006, 6), m.steel);
        nut.rotation.z = Math.PI / 2;
        nut.position.set(side * 0.025, r, -0.02);
        castor.add(nut);
      }
      if (sz > 0) castor.add(tag(box(0.03, 0.006, 0.05, m.red, 0, r + 0.02, 0.03), 'brake'));
      g.add(castor);
    }
  return g;
}
