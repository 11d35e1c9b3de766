import * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildModel } from './build-model';

/**
 * A kitchen scene (src/content/kitchen-scenes.ts lists them): catalogue models at their true
 * sizes, backs against a tiled wall, in the order the kitchen runs them; a canopy hood over a hot
 * line. Built by the render script only.
 */
const GAP = 0.04;
const WALL_HEIGHT = 2.7;

export function buildScene(models: CatalogueModel[], withHood: boolean): THREE.Group {
  const scene = new THREE.Group();
  const widths = models.map((m) => m.dimensionsMm.width / 1000);
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * (models.length - 1);
  let x = -total / 2;
  let deepest = 0;
  models.forEach((model, i) => {
    const object = buildModel(model);
    const depth = model.dimensionsMm.depth / 1000;
    deepest = Math.max(deepest, depth);
    object.position.set(x + widths[i]! / 2, 0, depth / 2);
    scene.add(object);
    x += widths[i]! + GAP;
  });

  // A white tiled wall behind the line, with a stainless splashback strip.
  const wallWidth = total + 0.4;
  const tiles = new THREE.MeshStandardMaterial({ color: 0xe4e9ef, roughness: 0.35 });
  const wall = new THREE.Mesh(new THREE.BoxGeometry(wallWidth, WALL_HEIGHT, 0.04), tiles);
  wall.position.set(0, WALL_HEIGHT / 2, -0.02);
  wall.receiveShadow = true;
  scene.add(wall);
  const grout = new THREE.MeshStandardMaterial({ color: 0xbfc7d1, roughness: 0.6 });
  for (let y = 0.3; y < WALL_HEIGHT; y += 0.3) {
    const line = new THREE.Mesh(new THREE.BoxGeometry(wallWidth, 0.006, 0.002), grout);
    line.position.set(0, y, 0.001);
    scene.add(line);
  }
  for (let gx = -wallWidth / 2 + 0.3; gx < wallWidth / 2; gx += 0.3) {
    const line = new THREE.Mesh(new THREE.BoxGeometry(0.006, WALL_HEIGHT, 0.002), grout);
    line.position.set(gx, WALL_HEIGHT / 2, 0.001);
    scene.add(line);
  }

  // Grey quarry-tile floor in front of the line.
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(wallWidth, 1.4),
    new THREE.MeshStandardMaterial({ color: 0xd9dee5, roughness: 0.8 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(0, 0.001, 0.7);
  floor.receiveShadow = true;
  scene.add(floor);

  if (withHood) {
    // A stainless canopy hood over the line, as deep as the deepest unit plus its overhang.
    const steel = new THREE.MeshPhysicalMaterial({ color: 0xd9dee4, metalness: 1, roughness: 0.3 });
    const hood = new THREE.Mesh(new THREE.BoxGeometry(total + 0.2, 0.45, deepest + 0.25), steel);
    hood.position.set(0, 2.05 + 0.225, (deepest + 0.25) / 2);
    hood.castShadow = true;
    scene.add(hood);
    const duct = new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.4, 0.4), steel);
    duct.position.set(0, 2.5 + 0.2, 0.3);
    scene.add(duct);
  }
  return scene;
}

/** Scenes are seen nearly from the front, a little from the right and above, framed close. */
export const SCENE_VIEW = { x: 0.32, y: 0.3, z: 1 };
export const SCENE_ZOOM = 1.15;
