import * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildModel } from '../build-model';
import type { Paints } from '../factory-paints';
import { drum, footprint, hose, named, rbox, rod } from './parts';

/**
 * An assembly line for stainless cabinets: a roller conveyor on legs, three stations along it
 * with the cabinet at three stages (the welded frame, the carcass with its panels and
 * refrigeration unit, the finished catalogue model), workbenches and parts bins behind, and an
 * aluminium-profile frame over the line carrying LED lights and tool balancers with nutrunners.
 */
const Z = 1.55;
const TOP = 0.42;
const LENGTH = 6.8;
const STATIONS = [-2.15, 0, 2.15];

function conveyor(p: Paints): THREE.Group {
  const g = named('roller-conveyor');
  const half = LENGTH / 2;
  for (const side of [-1, 1]) {
    g.add(rbox(LENGTH, 0.12, 0.05, p.graphite, 0, TOP - 0.1, Z + side * 0.5, 0.006));
    for (let x = -half + 0.15; x <= half; x += 1.1)
      g.add(rbox(0.06, TOP - 0.1, 0.06, p.graphite, x, 0, Z + side * 0.5, 0.006));
  }
  for (let x = -half + 0.1; x < half; x += 0.12)
    g.add(drum(0.025, 0.95, p.chrome, 'z', x, TOP - 0.025, Z, 16));
  footprint(g, LENGTH, 1.1, 0, Z, 0.35);
  return g;
}

/** A cabinet's welded frame: base, corner posts, top rails, the back panel fitted. */
function frameStage(p: Paints, w: number, d: number, h: number): THREE.Group {
  const g = named('cabinet-frame');
  const t = 0.04;
  g.add(rbox(w, 0.08, d, p.steel, 0, 0, 0, 0.006));
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      g.add(rbox(t, h - 0.08, t, p.sheet, sx * (w / 2 - t / 2), 0.08, sz * (d / 2 - t / 2), 0.004));
  for (const y of [h * 0.5, h - t, h * 0.82]) {
    for (const sz of [-1, 1]) g.add(rbox(w, t, t, p.sheet, 0, y, sz * (d / 2 - t / 2), 0.004));
    for (const sx of [-1, 1]) g.add(rbox(t, t, d, p.sheet, sx * (w / 2 - t / 2), y, 0, 0.004));
  }
  g.add(rbox(w - 0.02, h - 0.1, 0.01, p.steel, 0, 0.08, -d / 2 + 0.01, 0.002));
  return g;
}

/** The carcass: side, back and top panels on, the white liner inside, the refrigeration unit on top. */
function carcassStage(p: Paints, w: number, d: number, h: number): THREE.Group {
  const g = named('cabinet-carcass');
  const body = h * 0.82;
  g.add(rbox(w, 0.08, d, p.steel, 0, 0, 0, 0.006));
  for (const sx of [-1, 1])
    g.add(rbox(0.02, h - 0.08, d, p.sheet, sx * (w / 2 - 0.01), 0.08, 0, 0.003));
  g.add(rbox(w, h - 0.08, 0.02, p.steel, 0, 0.08, -d / 2 + 0.01, 0.003));
  g.add(rbox(w, 0.03, d, p.sheet, 0, body, 0, 0.003));
  g.add(rbox(w, 0.03, d, p.sheet, 0, h - 0.03, 0, 0.003));
  // Liner: white interior walls, the mullion, shelf rails.
  const liner = new THREE.MeshStandardMaterial({ color: 0xe9ebea, roughness: 0.4 });
  g.add(rbox(w - 0.12, body - 0.16, 0.02, liner, 0, 0.12, -d / 2 + 0.06, 0.003));
  for (const sx of [-1, 1])
    g.add(rbox(0.02, body - 0.16, d - 0.1, liner, sx * (w / 2 - 0.06), 0.12, 0, 0.003));
  g.add(rbox(0.05, body - 0.1, 0.05, p.sheet, 0, 0.08, d / 2 - 0.04, 0.005));
  for (const y of [0.5, 0.95, 1.3])
    g.add(rbox(w - 0.14, 0.012, d - 0.15, p.chrome, 0, y, 0, 0.002));
  // Compressor, condenser and copper pipe in the top compartment.
  g.add(drum(0.1, 0.22, p.black, 'y', -w / 4, body + 0.14, 0));
  g.add(rbox(0.45, 0.22, 0.06, p.aluminium, w / 5, body + 0.04, -d / 4, 0.004));
  g.add(
    hose(
      [
        [-w / 4, body + 0.25, 0.05],
        [-0.05, body + 0.3, 0.1],
        [w / 5, body + 0.2, -d / 4 + 0.05],
      ],
      0.008,
      p.copper,
    ),
  );
  return g;
}

/** A tool balancer on the rail, its cable down to a nutrunner at working height. */
function balancer(p: Paints, x: number, z: number, drop: number): THREE.Group {
  const g = named('tool-balancer');
  g.add(rbox(0.1, 0.06, 0.08, p.graphite, x, 2.8, z, 0.01));
  g.add(drum(0.06, 0.12, p.accent, 'x', x, 2.7, z));
  g.add(rod({ x, y: 2.64, z }, { x, y: 2.64 - drop, z }, 0.003, p.black, 6));
  const toolY = 2.64 - drop;
  g.add(drum(0.025, 0.24, p.graphite, 'y', x, toolY - 0.12, z));
  g.add(drum(0.018, 0.08, p.chrome, 'y', x, toolY - 0.28, z));
  g.add(rbox(0.05, 0.05, 0.12, p.graphite, x, toolY - 0.1, z + 0.06, 0.01));
  g.add(
    hose(
      [
        [x, toolY - 0.02, z - 0.02],
        [x + 0.1, toolY + 0.3, z - 0.1],
        [x + 0.2, 2.78, z - 0.2],
      ],
      0.007,
      p.black,
    ),
  );
  return g;
}

/** The profile frame over the line: posts behind, cantilevers forward, lights and a balancer rail. */
function overhead(p: Paints): THREE.Group {
  const g = named('overhead-frame');
  const half = LENGTH / 2;
  const posts = [-half + 0.1, -1.08, 1.08, half - 0.1];
  for (const x of posts) {
    g.add(rbox(0.08, 2.95, 0.08, p.aluminium, x, 0, 0.55, 0.005));
    g.add(rbox(0.06, 0.08, Z + 0.6, p.aluminium, x, 2.88, 0.5 + (Z + 0.6) / 2 - 0.05, 0.005));
  }
  g.add(rbox(LENGTH, 0.08, 0.08, p.aluminium, 0, 2.88, 0.55, 0.005));
  g.add(rbox(LENGTH, 0.06, 0.06, p.aluminium, 0, 2.88, Z + 0.6, 0.005));
  // LED luminaires over the line.
  for (const x of STATIONS) {
    g.add(rbox(1.3, 0.05, 0.16, p.white, x, 2.8, Z, 0.01));
    g.add(rbox(1.24, 0.008, 0.1, p.lamp, x, 2.795, Z, 0.002));
  }
  // Balancers hang in front of the stations at the rail.
  for (const [x, drop] of [
    [STATIONS[0]! + 0.3, 1.0],
    [STATIONS[1]! - 0.35, 0.8],
    [STATIONS[1]! + 0.4, 1.15],
    [STATIONS[2]! - 0.3, 0.7],
  ] as const)
    g.add(balancer(p, x, Z + 0.6, drop));
  return g;
}

/** Workbenches and bins behind the line, against the wall. */
function benches(p: Paints): THREE.Group {
  const g = named('workstations');
  const top = new THREE.MeshStandardMaterial({ color: 0x78837f, roughness: 0.7 });
  for (const x of [-2.15, 0, 2.15]) {
    g.add(rbox(1.5, 0.04, 0.7, top, x, 0.86, 0.45, 0.005));
    for (const sx of [-1, 1]) g.add(rbox(0.05, 0.86, 0.6, p.grey, x + sx * 0.7, 0, 0.45, 0.006));
    g.add(rbox(1.5, 1.0, 0.03, p.grey, x, 0.9, 0.12, 0.005));
    // Parts bins on the louvred panel.
    for (let i = 0; i < 5; i += 1)
      g.add(
        rbox(0.2, 0.12, 0.16, i % 2 ? p.accent : p.graphite, x - 0.5 + i * 0.25, 1.35, 0.22, 0.01),
      );
    g.add(rbox(0.4, 0.1, 0.3, p.graphite, x + 0.35, 0.9, 0.45, 0.01));
  }
  // A trolley of doors waiting for the last station.
  const cart = named('door-trolley');
  const cx = LENGTH / 2 + 0.8;
  cart.add(rbox(0.9, 0.04, 0.6, p.graphite, cx, 0.2, Z, 0.006));
  for (const sx of [-1, 1])
    cart.add(rbox(0.03, 1.0, 0.03, p.graphite, cx + sx * 0.43, 0.24, Z - 0.28, 0.005));
  for (const dx of [-0.43, 0.43])
    for (const dz of [-0.25, 0.25])
      cart.add(drum(0.05, 0.04, p.rubber, 'x', cx + dx, 0.08, Z + dz));
  for (let i = 0; i < 4; i += 1) {
    const door = rbox(0.58, 0.8, 0.05, p.sheet, cx, 0.24, Z - 0.2 + i * 0.07, 0.01);
    door.rotation.x = -0.08;
    cart.add(door);
  }
  g.add(cart);
  return g;
}

export function assemblyLine(p: Paints, models: CatalogueModel[]): THREE.Group {
  const g = named('assembly');
  g.add(conveyor(p), overhead(p), benches(p));
  const model = models[0]!;
  const w = model.dimensionsMm.width / 1000;
  const d = model.dimensionsMm.depth / 1000;
  const h = model.dimensionsMm.height / 1000;
  const stages = [frameStage(p, w, d, h), carcassStage(p, w, d, h), buildModel(model)];
  stages.forEach((stage, i) => {
    stage.position.set(STATIONS[i]!, TOP, Z);
    g.add(stage);
  });
  g.userData.view = { x: 0.4, y: 0.3, z: 1 };
  g.userData.zoom = 1.12;
  return g;
}
