import * as THREE from 'three';
import { hallFinishes } from './factory-paints';
import { box } from './shapes';

/**
 * The production hall round a machine or the test bay: a grey epoxy floor with muted yellow aisle
 * lines, a wall of insulated panels over an anthracite dado, painted steel columns and a cable
 * tray. It reaches past every edge of the frame (the render script adds it after framing), so a
 * picture shows a bay of a real hall, not a diorama on a white page.
 */
const FLOOR = 40;
const WALL_HEIGHT = 7;

export interface HallOptions {
  /** Where the aisle's back line runs (m from the wall). */
  aisle: number;
  /** Where the hall's columns stand along the wall (x). */
  columns: number[];
}

export function factoryHall({ aisle, columns }: HallOptions): THREE.Group {
  const f = hallFinishes(FLOOR, FLOOR, WALL_HEIGHT);
  const hall = new THREE.Group();
  hall.name = 'hall';
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(FLOOR, FLOOR), f.floor);
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(0, 0.0005, FLOOR / 2 - 0.5);
  floor.receiveShadow = true;
  const wall = new THREE.Mesh(new THREE.PlaneGeometry(FLOOR, WALL_HEIGHT), f.wall);
  wall.position.set(0, WALL_HEIGHT / 2, 0);
  wall.receiveShadow = true;
  hall.add(floor, wall);
  const dado = box(FLOOR, 1.2, 0.05, f.dado, 0, 0, 0.025);
  dado.castShadow = false;
  hall.add(dado);
  // The aisle: two 100 mm lines 2.4 m apart, painted on the epoxy.
  for (const z of [aisle, aisle + 2.4]) {
    const line = new THREE.Mesh(new THREE.PlaneGeometry(FLOOR, 0.1), f.line);
    line.rotation.x = -Math.PI / 2;
    line.position.set(0, 0.0015, z);
    line.receiveShadow = true;
    hall.add(line);
  }
  for (const x of columns) {
    const column = box(0.4, WALL_HEIGHT, 0.4, f.column, x, 0, 0.2);
    column.castShadow = false;
    hall.add(column, box(0.5, 0.3, 0.5, f.dado, x, 0, 0.2));
  }
  // Cable tray along the wall at 3.2 m, on brackets.
  const tray = new THREE.MeshStandardMaterial({ color: 0xa3a8ab, roughness: 0.45, metalness: 0.7 });
  hall.add(box(FLOOR, 0.08, 0.3, tray, 0, 3.2, 0.2));
  for (let x = -FLOOR / 2 + 1; x < FLOOR / 2; x += 1.5)
    hall.add(box(0.04, 0.04, 0.34, tray, x, 3.16, 0.17));
  // Conduit down to a wall socket box every 6 m.
  const grey = new THREE.MeshStandardMaterial({ color: 0x8e9497, roughness: 0.5 });
  for (let x = -FLOOR / 2 + 3; x < FLOOR / 2; x += 6) {
    const conduit = new THREE.Mesh(new THREE.CylinderGeometry(0.016, 0.016, 1.8, 10), grey);
    conduit.position.set(x, 2.3, 0.03);
    hall.add(conduit, box(0.22, 0.3, 0.1, grey, x, 1.25, 0.05));
  }
  return hall;
}
