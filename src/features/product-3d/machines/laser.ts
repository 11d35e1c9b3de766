import * as THREE from 'three';
import type { Paints } from '../factory-paints';
import { sparks } from '../factory-paints';
import { emergencyStop, machinePlate } from '../machine-details';
import { CABIN, controlConsole, DEPTH, utilities, Z } from './laser-utilities';
import { drum, footprint, hose, named, plate, rbox, rect, rod } from './parts';

/**
 * A 6 kW fibre laser, 3015 bed, as such machines stand in a sheet-metal shop: an enclosed cutting
 * cabin with smoked safety-glass windows (the gantry and cutting head inside), the exchange
 * pallet table run out at its end with a cut sheet on its slats, a pedestal control console, and
 * the chiller and dust extractor behind. Backs towards the wall at z = 0.
 */
function cabin(p: Paints): THREE.Group {
  const g = named('laser-cabin');
  const { from, to, height, sill } = CABIN;
  const length = to - from;
  const cx = (from + to) / 2;
  const front = Z + DEPTH / 2;
  const back = Z - DEPTH / 2;
  // Plinth and the lower body, with the accent band under the windows.
  g.add(rbox(length - 0.06, 0.12, DEPTH - 0.06, p.graphite, cx, 0, Z, 0.01));
  g.add(rbox(length, sill - 0.12, DEPTH, p.white, cx, 0.12, Z, 0.03));
  g.add(rbox(length + 0.01, 0.07, DEPTH + 0.01, p.accent, cx, sill - 0.1, Z, 0.01));
  // Service doors in the lower front: shallow recesses with grips.
  for (let x = from + 0.55; x < to - 0.3; x += 1.1) {
    g.add(rbox(0.98, 0.62, 0.01, p.grey, x, 0.18, front + 0.002, 0.004));
    g.add(rbox(0.02, 0.12, 0.025, p.graphite, x + 0.4, 0.42, front + 0.012, 0.008));
  }
  // Upper frame: corner and mid posts, roof, with smoked windows between.
  const postW = 0.09;
  const posts = [from + postW / 2, cx - 0.45, cx + 0.7, to - postW / 2];
  for (const x of posts)
    for (const z of [front - postW / 2, back + postW / 2])
      g.add(rbox(postW, height - sill, postW, p.white, x, sill, z, 0.01));
  for (const x of [from + postW / 2, to - postW / 2])
    g.add(rbox(postW, height - sill, postW, p.white, x, sill, Z, 0.01));
  g.add(rbox(length, 0.16, DEPTH, p.white, cx, height - 0.16, Z, 0.03));
  g.add(rbox(length + 0.01, 0.035, DEPTH + 0.01, p.accent, cx, height - 0.2, Z, 0.008));
  const windowH = height - sill - 0.16;
  const glass = named('safety-glass');
  // Front: three windows (the middle one a sliding door with its handle).
  for (let i = 0; i < posts.length - 1; i += 1) {
    const a = posts[i]! + postW / 2;
    const b = posts[i + 1]! - postW / 2;
    const pane = rbox(b - a, windowH, 0.012, p.glass, (a + b) / 2, sill, front - 0.03, 0.004);
    pane.castShadow = false;
    glass.add(pane);
  }
  g.add(rbox(0.03, 0.5, 0.04, p.graphite, cx + 0.6, sill + 0.3, front + 0.01, 0.01));
  // Sides: one window each; back: solid panels.
  for (const x of [from, to]) {
    const pane = rbox(0.012, windowH, DEPTH - 0.3, p.glass, x, sill, Z, 0.004);
    pane.castShadow = false;
    glass.add(pane);
  }
  g.add(glass);
  g.add(rbox(length - 0.1, windowH, 0.03, p.white, cx, sill, back + 0.03, 0.005));
  // Tower lamp on the roof: green lit, amber and red dark.
  const lampX = to - 0.25;
  g.add(
    rod(
      { x: lampX, y: height, z: back + 0.2 },
      { x: lampX, y: height + 0.12, z: back + 0.2 },
      0.012,
      p.graphite,
    ),
  );
  [p.green, p.yellow, p.red].forEach((m, i) =>
    g.add(drum(0.035, 0.07, m, 'y', lampX, height + 0.16 + i * 0.072, back + 0.2, 20)),
  );
  // Extraction duct off the roof to the extractor.
  g.add(drum(0.11, 0.3, p.grey, 'y', from + 0.5, height + 0.15, back + 0.4));
  machinePlate(g, ['光纤激光切割机', '6 kW · 3015'], from + 0.55, 0.78, front, 0.34);
  emergencyStop(g, to - 0.3, 0.82, front);
  footprint(g, length, DEPTH, cx, Z, 0.45);
  return g;
}

/** Slats: saw-toothed steel strips across the pallet, `pitch` apart, their tips at `top`. */
function slats(p: Paints, x0: number, x1: number, top: number, width: number): THREE.Group {
  const g = named('pallet-slats');
  const teeth: [number, number][] = [];
  const n = 24;
  for (let i = 0; i <= n; i += 1) {
    const z = -width / 2 + (i / n) * width;
    teeth.push([z, i % 2 === 0 ? 0 : -0.02]);
  }
  const shape = new THREE.Shape([
    new THREE.Vector2(-width / 2, -0.09),
    new THREE.Vector2(width / 2, -0.09),
    ...teeth.reverse().map(([z, y]) => new THREE.Vector2(z, y)),
  ]);
  const geometry = new THREE.ExtrudeGeometry(shape, { depth: 0.004, bevelEnabled: false });
  geometry.rotateY(-Math.PI / 2);
  for (let x = x0; x <= x1; x += 0.1) {
    const slat = new THREE.Mesh(geometry, p.mild);
    slat.position.set(x, top, Z);
    slat.castShadow = true;
    slat.receiveShadow = true;
    g.add(slat);
  }
  return g;
}

/** The bed inside the cabin: frame rails, slats, a fresh sheet; the gantry and cutting head over it. */
function bedAndGantry(p: Paints): THREE.Group {
  const g = named('laser-gantry');
  const { from, to, sill } = CABIN;
  const top = sill + 0.02;
  g.add(slats(p, from + 0.5, to - 0.4, top, 1.6));
  const sheetTop = top + 0.004;
  g.add(plate(rect(-0.9, Z, 3.0, 1.5), [], 0.003, p.sheet, sheetTop));
  // Linear rails along both sides, the gantry across them.
  for (const side of [-1, 1]) {
    g.add(
      rbox(to - from - 0.2, 0.14, 0.16, p.graphite, (from + to) / 2, sill, Z + side * 0.98, 0.01),
    );
    g.add(
      rbox(
        to - from - 0.3,
        0.03,
        0.05,
        p.chrome,
        (from + to) / 2,
        sill + 0.14,
        Z + side * 0.98,
        0.006,
      ),
    );
  }
  const gx = -0.4;
  for (const side of [-1, 1])
    g.add(rbox(0.42, 0.26, 0.2, p.graphite, gx, sill + 0.17, Z + side * 0.98, 0.02));
  const gantry = rbox(0.3, 0.34, 2.2, p.accent, gx, sill + 0.42, Z, 0.03);
  gantry.name = 'gantry';
  g.add(gantry);
  g.add(rbox(0.31, 0.06, 2.0, p.white, gx, sill + 0.76, Z, 0.02));
  // Cable chain along the gantry top.
  g.add(rbox(0.08, 0.05, 1.6, p.black, gx - 0.06, sill + 0.82, Z - 0.1, 0.01));
  // The Z axis and cutting head on the gantry's front face, cutting through the sheet.
  const hx = gx + 0.22;
  const hz = Z + 0.25;
  const head = named('cutting-head');
  head.add(rbox(0.16, 0.42, 0.2, p.white, hx, sill + 0.42, hz, 0.02));
  head.add(drum(0.045, 0.26, p.aluminium, 'y', hx + 0.02, sill + 0.28, hz));
  head.add(drum(0.05, 0.05, p.graphite, 'y', hx + 0.02, sill + 0.2, hz));
  const nozzle = new THREE.Mesh(new THREE.CylinderGeometry(0.012, 0.025, 0.05, 20), p.copper);
  nozzle.position.set(hx + 0.02, sheetTop + 0.035, hz);
  head.add(nozzle);
  head.add(
    hose(
      [
        [hx - 0.05, sill + 0.8, hz],
        [hx - 0.12, sill + 0.95, hz - 0.2],
        [gx - 0.06, sill + 0.9, Z - 0.4],
      ],
      0.012,
      p.black,
    ),
  );
  const spot = new THREE.Vector3(hx + 0.02, sheetTop + 0.003, hz);
  const glow = new THREE.Mesh(new THREE.SphereGeometry(0.008, 12, 8), p.spark);
  glow.position.copy(spot);
  head.add(glow, sparks(spot, p.spark, 10, 0.06));
  g.add(head);
  return g;
}

/**
 * The exchange pallet table run out at the cabin's end: its shuttle frame, the pallet with slats
 * and a cut sheet, parts lifted out of their holes, a stack of finished blanks beside.
 */
function exchangeTable(p: Paints): THREE.Group {
  const g = named('exchange-table');
  const from = CABIN.to + 0.02;
  const to = from + 3.25;
  const cx = (from + to) / 2;
  const top = 0.86;
  for (const side of [-1, 1]) {
    g.add(rbox(to - from, 0.3, 0.14, p.white, cx, top - 0.34, Z + side * 0.86, 0.02));
    g.add(rbox(to - from, 0.05, 0.15, p.accent, cx, top - 0.09, Z + side * 0.86, 0.01));
    g.add(rbox(to - from, 0.025, 0.05, p.chrome, cx, top - 0.04, Z + side * 0.86, 0.005));
    for (const x of [from + 0.12, cx, to - 0.12])
      g.add(rbox(0.12, top - 0.34, 0.12, p.graphite, x, 0, Z + side * 0.86, 0.01));
  }
  // Lower pallet (empty, its slats dark), then the upper pallet with the cut sheet.
  g.add(rbox(to - from - 0.1, 0.06, 1.66, p.graphite, cx, 0.38, Z, 0.01));
  g.add(slats(p, from + 0.12, to - 0.12, top, 1.55));
  // The sheet, skeleton cut: parts nested in rows, most already lifted out.
  const holes: [number, number][][] = [];
  const kept: [number, number, number, number][] = [];
  const sx = cx - 0.05;
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 5; col += 1) {
      const x = sx - 1.2 + col * 0.58;
      const z = Z - 0.48 + row * 0.47;
      holes.push(rect(x, z, 0.5, 0.38));
      if ((row + col) % 3 === 0) kept.push([x, z, 0.49, 0.37]);
    }
  holes.push(
    [...Array(24).keys()].map((i) => [
      sx + 1.42 + Math.cos((-i / 24) * Math.PI * 2) * 0.05,
      Z + Math.sin((-i / 24) * Math.PI * 2) * 0.05,
    ]),
  );
  const sheetTop = top + 0.004;
  const cut = plate(rect(sx, Z, 3.0, 1.5), holes, 0.003, p.sheet, sheetTop);
  cut.name = 'cut-sheet';
  g.add(cut);
  for (const [x, z, w, d] of kept) g.add(plate(rect(x, z, w, d), [], 0.003, p.sheet, sheetTop));
  // A stack of cut blanks on a pallet at the table's end.
  const px = to + 0.75;
  const pz = Z + 0.35;
  g.add(rbox(1.0, 0.13, 0.8, p.wood, px, 0, pz, 0.005));
  for (let i = 0; i < 9; i += 1)
    g.add(
      plate(
        rect(px + ((i * 7) % 3) * 0.005, pz + ((i * 5) % 3) * 0.004, 0.5, 0.38),
        [],
        0.003,
        p.sheet,
        0.135 + i * 0.005,
      ),
    );
  footprint(g, to - from, 1.9, cx, Z, 0.45);
  return g;
}

export function laserCutter(p: Paints): THREE.Group {
  const g = named('laser');
  g.add(cabin(p), bedAndGantry(p), exchangeTable(p), controlConsole(p), utilities(p));
  // A strip of hazard floor tape along the exchange table's path.
  g.add(rbox(3.3, 0.002, 0.06, p.yellow, CABIN.to + 1.65, 0, Z + DEPTH / 2 + 0.12, 0.001));
  g.userData.view = { x: 0.62, y: 0.34, z: 1 };
  g.userData.zoom = 1.3;
  return g;
}
