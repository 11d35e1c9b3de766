import * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildCampus } from './build-campus';
import { lineUp } from './line-up';
import { paints, sparks, type Paints } from './factory-paints';
import { emergencyStop, hazardStripes, machinePlate } from './machine-details';
import { box, cylinder } from './shapes';

/**
 * The production machines of the /factory steps, at plausible sizes (metres, standing on y = 0,
 * backs towards the wall at z = 0), for the render script's factory scenes. Not catalogue
 * products: plain shapes in the colours such machines wear.
 */
export type MachineName = 'laser' | 'press-brake' | 'welding' | 'foaming' | 'assembly' | 'campus';

/** A 6 kW fibre laser: slatted bed with a stainless sheet, blue gantry, cutting head, control cabinet. */
function laserCutter(p: Paints): THREE.Group {
  const g = new THREE.Group();
  const z = 1.35;
  g.add(box(4.4, 0.72, 2.2, p.grey, 0, 0, z));
  g.add(box(4.4, 0.06, 2.24, p.dark, 0, 0.72, z));
  for (let x = -2.0; x <= 2.0; x += 0.1) g.add(box(0.008, 0.06, 2.0, p.dark, x, 0.72, z));
  g.add(box(3.0, 0.006, 1.5, p.sheet, -0.3, 0.78, z));
  // Parts already cut: dark kerf outlines on the sheet.
  for (const [cx, cz, w, d] of [
    [-1.3, z - 0.35, 0.7, 0.45],
    [-0.45, z - 0.35, 0.7, 0.45],
    [-1.3, z + 0.3, 0.7, 0.45],
  ] as const) {
    for (const side of [-1, 1]) {
      g.add(box(w, 0.002, 0.006, p.black, cx, 0.786, cz + (side * d) / 2));
      g.add(box(0.006, 0.002, d, p.black, cx + (side * w) / 2, 0.786, cz));
    }
  }
  for (const side of [-1, 1]) g.add(box(4.4, 0.14, 0.16, p.white, 0, 0.78, z + side * 1.04));
  // The gantry spans the bed front to back; the head rides on its front face.
  const gx = 0.55;
  g.add(box(0.34, 0.32, 2.36, p.blue, gx, 1.22, z));
  for (const side of [-1, 1]) g.add(box(0.3, 0.3, 0.22, p.blue, gx, 0.92, z + side * 1.08));
  g.add(box(0.26, 0.42, 0.22, p.white, gx + 0.24, 1.02, z + 0.25));
  g.add(cylinder(0.035, 0.2, p.steel, gx + 0.24, 0.82, z + 0.25));
  const spot = new THREE.Vector3(gx + 0.24, 0.79, z + 0.25);
  const glow = new THREE.Mesh(new THREE.SphereGeometry(0.025, 16, 12), p.spark);
  glow.position.copy(spot);
  g.add(glow, sparks(spot, p.spark, 18, 0.22));
  // Control cabinet with its screen, at the right end.
  g.add(box(0.6, 1.7, 0.5, p.white, 2.75, 0, 0.5));
  g.add(box(0.42, 0.3, 0.02, p.screen, 2.75, 1.2, 0.76));
  g.add(box(0.42, 0.2, 0.02, p.dark, 2.75, 0.85, 0.76));
  emergencyStop(g, 2.75, 0.7, 0.75);
  machinePlate(g, ['光纤激光切割机', '6 kW · 3015'], 2.75, 0.45, 0.75, 0.36);
  hazardStripes(g, 0, 0.5, z + 1.1, 4.3);
  return g;
}

/** A 4 m press brake: blue side frames and ram, punch over a V-die, a panel mid-bend, CNC pendant. */
function pressBrake(p: Paints): THREE.Group {
  const g = new THREE.Group();
  const z = 0.7;
  for (const side of [-1, 1]) g.add(box(0.32, 2.5, 1.1, p.blue, side * 2.05, 0, z));
  g.add(box(4.42, 0.4, 0.5, p.blue, 0, 2.1, z - 0.1));
  g.add(box(3.9, 0.62, 0.26, p.blue, 0, 1.32, z + 0.12));
  g.add(box(3.8, 0.12, 0.08, p.steel, 0, 1.2, z + 0.12));
  const punch = new THREE.Mesh(new THREE.CylinderGeometry(0.05, 0.05, 3.8, 3), p.steel);
  punch.rotation.z = Math.PI / 2;
  punch.rotation.x = Math.PI / 6;
  punch.position.set(0, 1.17, z + 0.12);
  g.add(punch);
  g.add(box(3.9, 0.9, 0.32, p.blue, 0, 0, z + 0.12));
  g.add(box(3.8, 0.16, 0.14, p.steel, 0, 0.9, z + 0.12));
  // The panel, bent a few degrees each side of the die, its front flange towards the viewer.
  for (const side of [-1, 1]) {
    const flank = box(2.6, 0.004, 0.55, p.sheet, 0, 0, 0);
    flank.position.set(0, 1.09, z + 0.12 + side * 0.27);
    flank.rotation.x = side * 0.16;
    g.add(flank);
  }
  for (const side of [-1, 1]) g.add(box(0.05, 0.12, 0.4, p.dark, side * 0.9, 0.88, z + 0.45));
  // Light curtains at both ends, the CNC pendant on its arm, the foot switch.
  for (const side of [-1, 1]) g.add(box(0.05, 1.2, 0.05, p.yellow, side * 1.82, 0.55, z + 0.42));
  g.add(box(0.06, 0.06, 0.7, p.dark, 2.35, 1.6, z + 0.3));
  g.add(box(0.5, 0.4, 0.08, p.white, 2.35, 1.4, z + 0.68));
  g.add(box(0.4, 0.26, 0.01, p.screen, 2.35, 1.48, z + 0.725));
  g.add(box(0.32, 0.12, 0.24, p.yellow, 0.6, 0, z + 0.75));
  machinePlate(g, ['数控折弯机', '100 T / 3200'], 0, 1.72, z + 0.25, 0.5);
  hazardStripes(g, 0, 0.74, z + 0.28, 3.8);
  emergencyStop(g, 2.2, 1.5, z + 0.72);
  // Bent profiles stacked on a pallet to the left.
  g.add(box(1.0, 0.12, 0.8, p.dark, -2.9, 0, 0.7));
  for (let i = 0; i < 5; i += 1) {
    g.add(box(0.9, 0.004, 0.3, p.sheet, -2.9, 0.13 + i * 0.05, 0.55));
    g.add(box(0.9, 0.05, 0.004, p.sheet, -2.9, 0.13 + i * 0.05, 0.7));
  }
  return g;
}

/** A welding cell: an orange six-axis robot welding a cabinet body held on a positioner. */
function weldingCell(p: Paints): THREE.Group {
  const g = new THREE.Group();
  // Positioner: two blue head stocks and the cabinet body clamped between them.
  const pz = 1.0;
  for (const side of [-1, 1]) {
    g.add(box(0.4, 0.95, 0.55, p.blue, -0.45 + side * 1.0, 0, pz));
    g.add(cylinder(0.16, 0.06, p.dark, -0.45 + side * 0.78, 0.55, pz).rotateZ(Math.PI / 2));
  }
  g.add(box(1.4, 0.9, 0.75, p.steel, -0.45, 0.35, pz));
  g.add(box(1.3, 0.8, 0.02, p.dark, -0.45, 0.4, pz + 0.39));
  // The robot: pedestal, turret, upper arm, forearm, wrist and torch reaching the front seam.
  const base = new THREE.Vector3(1.15, 0, pz + 0.1);
  g.add(box(0.6, 0.45, 0.6, p.grey, base.x, 0, base.z));
  g.add(cylinder(0.26, 0.22, p.orange, base.x, 0.45, base.z));
  g.add(box(0.32, 0.3, 0.36, p.orange, base.x, 0.67, base.z));
  const shoulder = new THREE.Vector3(base.x, 0.88, base.z);
  const elbow = new THREE.Vector3(base.x - 0.15, 1.75, base.z + 0.15);
  const wrist = new THREE.Vector3(-0.15, 1.55, pz + 0.55);
  const tip = new THREE.Vector3(-0.3, 1.26, pz + 0.42);
  const link = (
    from: THREE.Vector3,
    to: THREE.Vector3,
    width: number,
    material: THREE.Material,
  ) => {
    const length = from.distanceTo(to);
    const mesh = new THREE.Mesh(new THREE.BoxGeometry(width, length, width), material);
    mesh.position.copy(from).lerp(to, 0.5);
    mesh.quaternion.setFromUnitVectors(
      new THREE.Vector3(0, 1, 0),
      to.clone().sub(from).normalize(),
    );
    mesh.castShadow = true;
    return mesh;
  };
  g.add(link(shoulder, elbow, 0.2, p.orange), link(elbow, wrist, 0.15, p.orange));
  for (const joint of [shoulder, elbow]) {
    const hub = new THREE.Mesh(new THREE.CylinderGeometry(0.13, 0.13, 0.26, 24), p.orange);
    hub.rotation.x = Math.PI / 2;
    hub.position.copy(joint);
    hub.castShadow = true;
    g.add(hub);
  }
  g.add(link(wrist, tip, 0.035, p.black));
  const arc = new THREE.Mesh(new THREE.SphereGeometry(0.03, 16, 12), p.arc);
  arc.position.copy(tip);
  g.add(arc, sparks(tip, p.spark, 14, 0.16));
  // Wire feeder on the robot's shoulder, power source on the floor.
  g.add(box(0.2, 0.16, 0.14, p.blue, base.x + 0.15, 1.0, base.z - 0.2));
  g.add(box(0.45, 0.75, 0.6, p.blue, 2.0, 0, 0.45));
  g.add(box(0.3, 0.14, 0.01, p.screen, 2.0, 0.5, 0.755));
  machinePlate(g, ['焊接电源', '500 A'], 2.0, 0.3, 0.75, 0.3);
  // A yellow-posted guard behind the cell.
  for (const x of [-1.9, -0.6, 0.7, 2.4]) g.add(box(0.06, 1.9, 0.06, p.yellow, x, 0, 0.15));
  g.add(box(4.36, 0.05, 0.04, p.yellow, 0.25, 1.85, 0.15));
  return g;
}

/** Foaming: a clamping press holding a cabinet shell, fed by a two-tank high-pressure foam unit. */
function foamingStation(p: Paints): THREE.Group {
  const g = new THREE.Group();
  const z = 0.95;
  const px = 0.6;
  g.add(box(2.0, 0.45, 1.3, p.dark, px, 0, z));
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      g.add(cylinder(0.07, 2.1, p.steel, px + sx * 0.9, 0.45, z + sz * 0.55));
  g.add(box(2.1, 0.32, 1.35, p.blue, px, 2.3, z));
  g.add(cylinder(0.16, 0.45, p.steel, px, 2.62, z));
  // The cabinet shell inside its yellow mould plates.
  g.add(box(1.3, 1.55, 0.85, p.white, px, 0.45, z));
  g.add(box(1.06, 1.3, 0.02, p.dark, px, 0.57, z + 0.42));
  for (const side of [-1, 1]) g.add(box(0.06, 1.6, 0.9, p.yellow, px + side * 0.68, 0.45, z));
  g.add(box(1.42, 0.3, 0.92, p.blue, px, 2.0, z));
  // Foam unit: cabinet with two tanks, hoses to the mix head on top of the mould.
  const ux = -1.55;
  g.add(box(1.1, 0.85, 0.75, p.grey, ux, 0, 0.6));
  g.add(box(0.5, 0.3, 0.02, p.screen, ux + 0.1, 0.5, 0.985));
  machinePlate(g, ['高压发泡机', 'PU · 2 组分'], ux, 0.25, 0.975, 0.34);
  g.add(cylinder(0.22, 0.75, p.blue, ux - 0.26, 0.85, 0.6));
  g.add(cylinder(0.22, 0.75, p.yellow, ux + 0.26, 0.85, 0.6));
  g.add(box(0.2, 0.26, 0.16, p.steel, px - 0.35, 1.98, z + 0.56));
  for (const [offset, material] of [
    [-0.26, p.blue],
    [0.26, p.yellow],
  ] as const) {
    const hose = new THREE.CatmullRomCurve3([
      new THREE.Vector3(ux + offset, 1.6, 0.6),
      new THREE.Vector3(ux + offset + 0.35, 2.25, 0.95),
      new THREE.Vector3(px - 0.7, 2.05, z + 0.8),
      new THREE.Vector3(px - 0.35, 2.16, z + 0.66),
    ]);
    const tube = new THREE.Mesh(new THREE.TubeGeometry(hose, 40, 0.025, 10), material);
    tube.castShadow = true;
    g.add(tube);
  }
  // A finished, foamed shell waiting at the right.
  g.add(box(0.9, 1.2, 0.75, p.white, 2.25, 0, 0.55));
  g.add(box(0.72, 1.0, 0.02, p.dark, 2.25, 0.1, 0.93));
  return g;
}

/** An assembly line: a low plate conveyor carrying catalogue units, lit workstations above. */
function assemblyLine(p: Paints, models: CatalogueModel[]): THREE.Group {
  const g = new THREE.Group();
  const z = 0.9;
  const length = 5.6;
  g.add(box(length, 0.18, 1.1, p.dark, 0, 0, z));
  for (let x = -length / 2 + 0.1; x < length / 2; x += 0.25)
    g.add(box(0.22, 0.015, 1.04, p.steel, x + 0.11, 0.18, z));
  for (const side of [-1, 1]) g.add(box(length, 0.05, 0.05, p.yellow, 0, 0.18, z + side * 0.58));
  // Units on the line, a little apart, in order.
  for (const { object } of lineUp(models, 0.35).units) {
    object.position.y = 0.2;
    object.position.z = z;
    g.add(object);
  }
  // Overhead frame with light bars and tool balancers.
  for (const side of [-1, 1])
    g.add(box(0.08, 2.6, 0.08, p.dark, side * (length / 2 - 0.1), 0, 0.2));
  g.add(box(length, 0.1, 0.1, p.dark, 0, 2.6, 0.2));
  g.add(box(length, 0.06, 0.06, p.dark, 0, 2.6, z + 0.3));
  for (let lx = -2.1; lx <= 2.1; lx += 1.4) {
    g.add(box(0.06, 0.06, z + 0.2, p.dark, lx, 2.6, (z + 0.2) / 2 + 0.15));
    if (lx < 2) g.add(box(1.0, 0.04, 0.12, p.lamp, lx + 0.7, 2.52, z - 0.1));
    g.add(box(0.004, 0.3, 0.004, p.black, lx + 0.2, 2.3, z + 0.3));
    g.add(box(0.08, 0.1, 0.06, p.yellow, lx + 0.2, 2.2, z + 0.3));
  }
  // Scanning station at the line's end.
  g.add(box(0.5, 0.9, 0.4, p.white, length / 2 + 0.45, 0, 0.5));
  g.add(box(0.34, 0.24, 0.02, p.screen, length / 2 + 0.45, 1.0, 0.6).rotateX(-0.3));
  return g;
}

const MACHINES: Record<MachineName, (p: Paints, models: CatalogueModel[]) => THREE.Group> = {
  laser: laserCutter,
  'press-brake': pressBrake,
  welding: weldingCell,
  foaming: foamingStation,
  assembly: assemblyLine,
  campus: () => buildCampus(),
};

/** `name`'s machine; the assembly line carries `models`. */
export function buildMachine(name: MachineName, models: CatalogueModel[]): THREE.Group {
  return MACHINES[name](paints(), models);
}
