import * as THREE from 'three';
import { materials } from './kit/materials';

/** The finishes of the factory's machines, and the sparks of cutting and welding. */
export interface Paints {
  steel: THREE.Material;
  sheet: THREE.Material;
  grey: THREE.Material;
  white: THREE.Material;
  blue: THREE.Material;
  orange: THREE.Material;
  yellow: THREE.Material;
  dark: THREE.Material;
  black: THREE.Material;
  screen: THREE.Material;
  spark: THREE.Material;
  arc: THREE.Material;
  lamp: THREE.Material;
}

export function paints(): Paints {
  // Machine enamel: a satin coat over the colour, catching the bay's lights.
  const paint = (color: number, roughness = 0.45) =>
    new THREE.MeshPhysicalMaterial({
      color,
      roughness,
      metalness: 0.05,
      clearcoat: 0.6,
      clearcoatRoughness: 0.3,
    });
  const kit = materials();
  const glow = (color: number, intensity: number) =>
    new THREE.MeshStandardMaterial({ color, emissive: color, emissiveIntensity: intensity });
  return {
    steel: kit.brushed,
    sheet: kit.steel,
    grey: paint(0xb9c0c8),
    white: paint(0xe2e6ea, 0.5),
    blue: paint(0x1f5fa8, 0.4),
    orange: paint(0xf08a1c, 0.35),
    yellow: paint(0xf5b800, 0.5),
    dark: paint(0x3a4350, 0.5),
    black: kit.rubber,
    screen: glow(0x2d6fb8, 0.6),
    spark: glow(0xffa640, 3),
    arc: glow(0xdaf0ff, 4),
    lamp: glow(0xffffff, 1.5),
  };
}

/** Sparks: short glowing rods fanned out from `at`. */
export function sparks(at: THREE.Vector3, material: THREE.Material, count: number, reach: number) {
  const group = new THREE.Group();
  for (let i = 0; i < count; i += 1) {
    const length = reach * (0.45 + ((i * 37) % 11) / 20);
    const rod = new THREE.Mesh(new THREE.CylinderGeometry(0.004, 0.004, length, 6), material);
    const angle = (i / count) * Math.PI * 2;
    const direction = new THREE.Vector3(
      Math.cos(angle),
      0.35 + ((i * 13) % 5) / 10,
      Math.sin(angle),
    ).normalize();
    rod.position.copy(at).addScaledVector(direction, length / 2 + 0.01);
    rod.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction);
    group.add(rod);
  }
  return group;
}
