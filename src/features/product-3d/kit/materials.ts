import * as THREE from 'three';
import { brushedGrain } from './textures';

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
  /** Stove enamel: the cast black of burner heads and pan supports, a glossy coat. */
  enamel: THREE.Material;
  /** Polyurethane castor tyres and knob caps: grey, satin. */
  tyre: THREE.Material;
}

const plain = (color: number, roughness = 0.5, metalness = 0) =>
  new THREE.MeshStandardMaterial({ color, roughness, metalness });

/**
 * Stainless steel with a brushed grain: fully metallic, its roughness and bump read from the
 * streak texture, the highlights stretched along the grain (anisotropy).
 */
function stainless(color: number, roughness: number, anisotropy: number) {
  const grain = brushedGrain();
  return new THREE.MeshPhysicalMaterial({
    color,
    metalness: 1,
    roughness,
    roughnessMap: grain,
    bumpMap: grain,
    bumpScale: 0.04,
    anisotropy: grain ? anisotropy : 0,
    envMapIntensity: 1,
  });
}

export function materials(): Materials {
  return {
    steel: stainless(0xd5dade, 0.36, 0.8),
    brushed: stainless(0xb9c0c7, 0.5, 0.6),
    dark: plain(0x2b3440, 0.5, 0.2),
    glass: new THREE.MeshPhysicalMaterial({
      color: 0xc8d8e4,
      metalness: 0,
      roughness: 0.04,
      ior: 1.5,
      specularIntensity: 1,
      envMapIntensity: 1.6,
      transparent: true,
      opacity: 0.22,
      depthWrite: false,
    }),
    black: plain(0x111418, 0.45),
    rubber: plain(0x141618, 0.92),
    accent: plain(0xf5a623, 0.4),
    white: new THREE.MeshPhysicalMaterial({ color: 0xf2f4f7, roughness: 0.4, clearcoat: 0.4 }),
    blue: new THREE.MeshPhysicalMaterial({ color: 0x2f7fd1, roughness: 0.3, clearcoat: 0.6 }),
    red: plain(0xd23a2a, 0.35),
    brass: plain(0xc9a25a, 0.35, 0.8),
    display: new THREE.MeshStandardMaterial({
      color: 0x0c1a22,
      emissive: 0x38c8ff,
      emissiveIntensity: 0.9,
    }),
    flame: new THREE.MeshStandardMaterial({
      color: 0x4aa8ff,
      emissive: 0x2f7fff,
      emissiveIntensity: 2.2,
    }),
    food: plain(0xa8521f, 0.45),
    greens: plain(0x4f8a2c, 0.55),
    rice: plain(0xf4efe2, 0.85),
    enamel: new THREE.MeshPhysicalMaterial({
      color: 0x17191c,
      roughness: 0.35,
      clearcoat: 1,
      clearcoatRoughness: 0.15,
    }),
    tyre: plain(0x6d737a, 0.7),
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
