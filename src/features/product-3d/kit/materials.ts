import * as THREE from 'three';

/** The finishes every series builder shares: stainless, rubber, glass, plastics and glowing parts. */
export interface Materials {
  steel: THREE.Material;
  brushed: THREE.Material;
  dark: THREE.Material;
  glass: THREE.Material;
  black: THREE.Material;
  rubber: THREE.Material;
  accent: THREE.Material;
  white: THREE.Material;
  blue: THREE.Material;
  red: THREE.Material;
  brass: THREE.Material;
  display: THREE.Material;
  flame: THREE.Material;
  food: THREE.Material;
  greens: THREE.Material;
  rice: THREE.Material;
}

const plain = (color: number, roughness = 0.5, metalness = 0) =>
  new THREE.MeshStandardMaterial({ color, roughness, metalness });

export function materials(): Materials {
  return {
    steel: new THREE.MeshPhysicalMaterial({ color: 0xd9dee4, metalness: 1, roughness: 0.32 }),
    brushed: new THREE.MeshPhysicalMaterial({ color: 0xb7bec6, metalness: 1, roughness: 0.42 }),
    dark: plain(0x2b3440, 0.5, 0.2),
    glass: new THREE.MeshPhysicalMaterial({
      color: 0x9fb4c8,
      metalness: 0,
      roughness: 0.05,
      transparent: true,
      opacity: 0.28,
      depthWrite: false,
    }),
    black: plain(0x111418, 0.6),
    rubber: plain(0x1b1e22, 0.85),
    accent: plain(0xf5a623, 0.4),
    white: plain(0xf2f4f7, 0.5),
    blue: plain(0x2f7fd1, 0.35),
    red: plain(0xd23a2a, 0.4),
    brass: plain(0xc9a25a, 0.35, 0.8),
    display: new THREE.MeshStandardMaterial({
      color: 0x39d0ff,
      emissive: 0x1aa8e0,
      emissiveIntensity: 1.4,
    }),
    flame: new THREE.MeshStandardMaterial({
      color: 0x4aa8ff,
      emissive: 0x2f7fff,
      emissiveIntensity: 2.2,
    }),
    food: plain(0xc8702e, 0.7),
    greens: plain(0x5c9a3a, 0.7),
    rice: plain(0xf7f3e6, 0.8),
  };
}

/** Millimetres (the catalogue's unit) to metres (the scene's). */
export const mm = (value: number) => value / 1000;

/** A model's width, depth and height in scene units (metres). */
export function sizeOf({ width, depth, height }: { width: number; depth: number; height: number }) {
  return { w: mm(width), d: mm(depth), h: mm(height) };
}

/** Where every series builder starts: the finishes, an empty group and the model's size in metres. */
export function startModel(dimensionsMm: { width: number; depth: number; height: number }) {
  return { m: materials(), g: new THREE.Group(), ...sizeOf(dimensionsMm) };
}
