import * as THREE from 'three';
import type { Paints } from '../factory-paints';
import { emergencyStop, machinePlate } from '../machine-details';
import { drum, footprint, hose, named, profile, rbox, rod } from './parts';

/**
 * A 100 t / 3200 mm hydraulic press brake: two C-frame side housings, a hydraulic cylinder on
 * each, the ram with its punches over the die on the lower beam, the CNC back gauge behind, front
 * support arms carrying a stainless tray mid-bend, light-curtain columns either side, a foot
 * pedal, the CNC controller on its swing arm, and finished parts on a pallet.
 */
const Z = 0.95;
/** The die's top, where the sheet lies. */
const BED = 0.95;
const HALF = 1.75;

/** A C-frame side housing: a thick plate with its throat open to the front. */
function housing(p: Paints, x: number): THREE.Mesh {
  const back = Z - 0.85;
  const front = Z + 0.3;
  const mesh = profile(
    [
      [back, 0],
      [front, 0],
      [front, BED - 0.12],
      [Z - 0.05, BED - 0.06],
      [Z - 0.05, BED + 0.36],
      [front - 0.05, BED + 0.42],
      [front - 0.05, 2.45],
      [back + 0.15, 2.6],
      [back, 2.6],
    ],
    0.16,
    p.white,
    x - 0.08,
  );
  mesh.name = 'c-frame';
  return mesh;
}

function frame(p: Paints): THREE.Group {
  const g = named('press-frame');
  for (const side of [-1, 1]) {
    g.add(housing(p, side * HALF));
    // Base feet and the accent cover on the housing's front edge.
    g.add(rbox(0.3, 0.1, 1.25, p.graphite, side * HALF, 0, Z - 0.25, 0.01));
    g.add(rbox(0.17, 1.0, 0.04, p.accent, side * HALF, BED + 0.5, Z + 0.26, 0.01));
  }
  // Lower beam (a deep plate between the housings) and the top tie.
  g.add(rbox(HALF * 2 - 0.1, BED - 0.13, 0.16, p.white, 0, 0, Z, 0.02));
  g.add(rbox(HALF * 2 - 0.1, 0.05, 0.17, p.accent, 0, BED - 0.3, Z + 0.005, 0.01));
  g.add(rbox(HALF * 2 - 0.1, 0.32, 0.5, p.white, 0, 2.18, Z - 0.5, 0.02));
  machinePlate(g, ['数控折弯机', '100 T / 3200'], -0.9, BED - 0.55, Z + 0.08, 0.42);
  return g;
}

/** Cylinders on the housings' tops, the valve block and tank between them, with their hoses. */
function hydraulics(p: Paints): THREE.Group {
  const g = named('hydraulic-cylinders');
  for (const side of [-1, 1]) {
    const x = side * (HALF - 0.05);
    g.add(drum(0.16, 0.5, p.graphite, 'y', x, 2.42, Z - 0.08));
    g.add(drum(0.18, 0.06, p.graphite, 'y', x, 2.69, Z - 0.08));
    g.add(drum(0.17, 0.04, p.chrome, 'y', x, 2.16, Z - 0.08));
    g.add(
      hose(
        [
          [x, 2.68, Z - 0.22],
          [x - side * 0.3, 2.9, Z - 0.45],
          [side * 0.45, 2.7, Z - 0.55],
        ],
        0.018,
        p.black,
      ),
    );
  }
  g.add(rbox(1.2, 0.45, 0.42, p.grey, 0, 2.5, Z - 0.55, 0.02));
  g.add(rbox(0.5, 0.2, 0.2, p.graphite, 0.1, 2.95, Z - 0.5, 0.01));
  g.add(drum(0.09, 0.28, p.graphite, 'x', -0.35, 3.05, Z - 0.5));
  return g;
}

/** The ram with its punches, the die on the lower beam. */
function tooling(p: Paints): THREE.Group {
  const g = named('punch-and-die');
  const ramBottom = BED + 0.2;
  g.add(rbox(HALF * 2 - 0.2, 0.7, 0.14, p.white, 0, ramBottom + 0.12, Z, 0.02));
  g.add(rbox(HALF * 2 - 0.22, 0.42, 0.03, p.accent, 0, ramBottom + 0.3, Z + 0.08, 0.01));
  // Punch clamps, then the segmented punches tapering to their tip.
  for (let x = -1.55; x < 1.6; x += 0.32) {
    g.add(rbox(0.3, 0.12, 0.1, p.graphite, x + 0.15, ramBottom, Z, 0.01));
    g.add(rbox(0.04, 0.03, 0.03, p.chrome, x + 0.15, ramBottom + 0.05, Z + 0.055, 0.005));
  }
  const punch = profile(
    [
      [Z - 0.03, ramBottom],
      [Z + 0.03, ramBottom],
      [Z + 0.03, ramBottom - 0.06],
      [Z + 0.004, ramBottom - 0.19],
      [Z - 0.004, ramBottom - 0.19],
      [Z - 0.03, ramBottom - 0.06],
    ],
    3.0,
    p.chrome,
    -1.5,
  );
  punch.name = 'punch';
  g.add(punch);
  const die = profile(
    [
      [Z - 0.05, BED - 0.09],
      [Z + 0.05, BED - 0.09],
      [Z + 0.05, BED],
      [Z + 0.012, BED],
      [Z, BED - 0.02],
      [Z - 0.012, BED],
      [Z - 0.05, BED],
    ],
    3.1,
    p.mild,
    -1.55,
  );
  die.name = 'die';
  g.add(die);
  g.add(rbox(3.2, 0.05, 0.14, p.graphite, 0, BED - 0.14, Z, 0.01));
  return g;
}

/** The CNC back gauge behind the die: a beam on two carriages, two fingers reaching forward. */
function backGauge(p: Paints): THREE.Group {
  const g = named('back-gauge');
  g.add(rbox(2.9, 0.1, 0.1, p.graphite, 0, BED - 0.04, Z - 0.42, 0.01));
  g.add(rbox(2.9, 0.03, 0.04, p.chrome, 0, BED + 0.06, Z - 0.42, 0.005));
  for (const x of [-0.55, 0.55]) {
    g.add(rbox(0.09, 0.08, 0.3, p.accent, x, BED + 0.01, Z - 0.27, 0.01));
    g.add(rbox(0.05, 0.04, 0.12, p.chrome, x, BED + 0.01, Z - 0.1, 0.005));
  }
  for (const side of [-1, 1])
    g.add(rbox(0.2, 0.55, 0.2, p.graphite, side * 1.4, BED - 0.55, Z - 0.42, 0.01));
  return g;
}

/**
 * A stainless tray mid-bend: its base on the die, the flanges rising either side as the punch
 * comes down, resting on the front support arms.
 */
function bentPart(p: Paints): THREE.Group {
  const g = named('bent-part');
  const w = 1.9;
  const flank = 0.45;
  const angle = 0.6;
  for (const side of [-1, 1]) {
    const sheet = rbox(w, 0.0015, flank, p.steel, 0, 0, 0, 0.0005);
    sheet.geometry.translate(0, 0, (side * flank) / 2);
    sheet.position.set(0.1, BED + 0.002, Z + side * 0.004);
    sheet.rotation.x = -side * angle;
    g.add(sheet);
    // A short return flange at the far edge of each flank.
    const edge = rbox(w, 0.05, 0.0015, p.steel, 0, 0, 0, 0.0005);
    edge.position.set(
      0.1,
      BED + 0.002 + Math.sin(angle) * flank,
      Z + side * Math.cos(angle) * flank,
    );
    g.add(edge);
  }
  // Front support arms under the front flank.
  for (const x of [-0.6, 0.8]) {
    g.add(rbox(0.06, 0.05, 0.55, p.aluminium, x, BED - 0.06 + 0.15, Z + 0.5, 0.006));
    g.add(rbox(0.08, 0.14, 0.06, p.graphite, x, BED - 0.1, Z + 0.2, 0.006));
  }
  return g;
}

function lightCurtain(p: Paints): THREE.Group {
  const g = named('light-curtain');
  for (const side of [-1, 1]) {
    const x = side * (HALF + 0.2);
    g.add(rbox(0.3, 0.03, 0.3, p.graphite, x, 0, Z + 0.55, 0.005));
    g.add(rbox(0.05, 0.5, 0.05, p.graphite, x, 0.03, Z + 0.55, 0.01));
    g.add(rbox(0.06, 1.35, 0.045, p.yellow, x, 0.53, Z + 0.55, 0.012));
    g.add(rbox(0.012, 1.25, 0.03, p.black, x - side * 0.03, 0.58, Z + 0.55, 0.004));
  }
  return g;
}

function footPedal(p: Paints): THREE.Group {
  const g = named('foot-pedal');
  g.add(rbox(0.32, 0.06, 0.3, p.graphite, 0, 0, 0, 0.01));
  const cover = rbox(0.3, 0.2, 0.26, p.yellow, 0, 0.06, -0.02, 0.03);
  g.add(cover);
  g.add(rbox(0.22, 0.02, 0.12, p.black, 0, 0.09, 0.08, 0.005));
  g.position.set(0.45, 0, Z + 1.05);
  g.rotation.y = -0.2;
  return g;
}

function controller(p: Paints): THREE.Group {
  const g = named('cnc-controller');
  const x = HALF + 0.12;
  g.add(drum(0.035, 0.3, p.graphite, 'y', x, 2.15, Z + 0.1));
  g.add(rod({ x, y: 2.3, z: Z + 0.1 }, { x: x + 0.15, y: 2.3, z: Z + 0.75 }, 0.035, p.graphite));
  g.add(drum(0.03, 0.35, p.graphite, 'y', x + 0.15, 1.95, Z + 0.75));
  const pendant = new THREE.Group();
  pendant.add(rbox(0.5, 0.42, 0.1, p.white, 0, 0, 0, 0.02));
  pendant.add(rbox(0.36, 0.25, 0.01, p.screen, -0.04, 0.12, 0.05, 0.003));
  emergencyStop(pendant, 0.19, 0.33, 0.05);
  pendant.position.set(x + 0.15, 1.5, Z + 0.8);
  pendant.rotation.y = -0.5;
  g.add(pendant);
  return g;
}

/** Bent profiles stacked on a pallet to the left. */
function finished(p: Paints): THREE.Group {
  const g = named('finished-parts');
  const x = -HALF - 1.0;
  g.add(rbox(1.2, 0.13, 0.8, p.wood, x, 0, 1.2, 0.005));
  for (let i = 0; i < 7; i += 1) {
    const y = 0.135 + i * 0.04;
    g.add(rbox(1.1, 0.002, 0.3, p.sheet, x, y, 1.2, 0.001));
    for (const side of [-1, 1])
      g.add(rbox(1.1, 0.04, 0.002, p.sheet, x, y, 1.2 + side * 0.15, 0.001));
  }
  footprint(g, 1.2, 0.8, x, 1.2, 0.4);
  return g;
}

export function pressBrake(p: Paints): THREE.Group {
  const g = named('press-brake');
  g.add(frame(p), hydraulics(p), tooling(p), backGauge(p), bentPart(p), lightCurtain(p));
  g.add(footPedal(p), controller(p), finished(p));
  g.add(
    hose(
      [
        [0.45, 0.12, Z + 1.0],
        [0.9, 0.02, Z + 0.7],
        [1.4, 0.02, Z + 0.4],
        [HALF - 0.1, 0.25, Z + 0.3],
      ],
      0.01,
      p.black,
    ),
  );
  emergencyStop(g, -HALF + 0.25, BED + 0.75, Z + 0.1);
  footprint(g, HALF * 2 + 0.4, 1.4, 0, Z - 0.2, 0.5);
  g.userData.view = { x: 0.42, y: 0.3, z: 1 };
  g.userData.zoom = 1.12;
  return g;
}
