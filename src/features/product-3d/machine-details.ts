import * as THREE from 'three';
import { label } from './kit/plates';

/**
 * What makes a production machine read as a real one: its maker's plate and the red emergency stop
 * on a yellow collar. Faces look +z.
 */
export function machinePlate(
  g: THREE.Group,
  lines: string[],
  x: number,
  y: number,
  z: number,
  w = 0.32,
) {
  g.add(
    label(
      w,
      w * 0.32,
      { lines, background: '#e9edf1', color: '#0a2f5c', rule: true, resolution: 1200 },
      x,
      y,
      z,
      'machine-plate',
    ),
  );
}

export function emergencyStop(g: THREE.Group, x: number, y: number, z: number) {
  const yellow = new THREE.MeshStandardMaterial({ color: 0xf5c400, roughness: 0.4 });
  const red = new THREE.MeshPhysicalMaterial({ color: 0xc81e1e, roughness: 0.3, clearcoat: 1 });
  const collar = new THREE.Mesh(new THREE.CylinderGeometry(0.045, 0.045, 0.012, 24), yellow);
  const head = new THREE.Mesh(
    new THREE.SphereGeometry(0.03, 20, 10, 0, Math.PI * 2, 0, Math.PI / 2),
    red,
  );
  collar.rotation.x = head.rotation.x = Math.PI / 2;
  collar.position.set(x, y, z + 0.006);
  head.position.set(x, y, z + 0.012);
  collar.name = 'emergency-stop';
  g.add(collar, head);
}
