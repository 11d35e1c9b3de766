import * as THREE from 'three';
import type { Paints } from '../factory-paints';
import { emergencyStop, machinePlate } from '../machine-details';
import { drum, footprint, hose, named, rbox } from './parts';

/**
 * Polyurethane foaming of cabinet bodies: a foaming fixture (a heavy press frame whose platens
 * and side clamp plates hold the stainless shell round an aluminium plug while the foam cures),
 * the high-pressure foaming machine with its two day tanks, metering pumps, control panel, and
 * the hose boom to the mix head on the fixture's injection port, a mould temperature unit, and
 * foamed shells waiting on a pallet.
 */
const FZ = 1.25;
const FX = 0.55;

function fixture(p: Paints): THREE.Group {
  const g = named('foaming-fixture');
  const [w, d] = [1.9, 1.3];
  // Base, four chromed columns, the crown with its cylinder.
  g.add(rbox(w + 0.2, 0.45, d + 0.2, p.graphite, FX, 0, FZ, 0.03));
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      g.add(
        drum(0.06, 2.1, p.chrome, 'y', FX + sx * (w / 2 - 0.02), 1.5, FZ + sz * (d / 2 - 0.02)),
      );
  g.add(rbox(w + 0.2, 0.36, d + 0.2, p.accent, FX, 2.55, FZ, 0.03));
  g.add(drum(0.16, 0.42, p.graphite, 'y', FX, 3.1, FZ));
  g.add(drum(0.08, 0.2, p.chrome, 'y', FX, 2.45, FZ));
  // Upper platen and the side clamp plates with their water channels.
  g.add(rbox(w - 0.1, 0.14, d - 0.05, p.aluminium, FX, 2.25, FZ, 0.015));
  for (const side of [-1, 1]) {
    g.add(rbox(0.1, 1.7, d - 0.15, p.aluminium, FX + side * 0.76, 0.5, FZ, 0.015));
    g.add(drum(0.05, 0.2, p.graphite, 'x', FX + side * 0.9, 1.3, FZ));
    for (const y of [0.8, 1.3, 1.8])
      g.add(drum(0.012, 0.08, p.copper, 'x', FX + side * 0.84, y, FZ + 0.4, 10));
  }
  // The shell being foamed, front face outwards, and the rear plate.
  const shell = named('cabinet-shell');
  shell.add(rbox(1.38, 1.62, 0.95, p.sheet, FX, 0.48, FZ, 0.01));
  shell.add(rbox(1.22, 1.4, 0.012, p.steel, FX, 0.58, FZ + 0.476, 0.004));
  shell.add(rbox(1.38, 0.04, 0.96, p.yellow, FX, 0.48, FZ, 0.005));
  g.add(shell);
  // Front frame rails of the fixture's door, and its locking bars.
  for (const y of [0.55, 1.2, 1.85])
    g.add(rbox(1.5, 0.07, 0.07, p.graphite, FX, y, FZ + 0.53, 0.01));
  g.add(rbox(1.9, 0.1, 0.08, p.accent, FX, 0.45, FZ + 0.62, 0.01));
  machinePlate(g, ['发泡夹具', '恒温 40 ℃'], FX + 0.7, 0.2, FZ + 0.751, 0.3);
  emergencyStop(g, FX - 0.8, 0.28, FZ + 0.75);
  footprint(g, w + 0.3, d + 0.3, FX, FZ, 0.55);
  return g;
}

/** The high-pressure foaming machine: frame, day tanks with sight glasses, pumps, panel. */
function foamMachine(p: Paints): THREE.Group {
  const g = named('foaming-machine');
  const x = -1.7;
  const z = 0.85;
  g.add(rbox(1.5, 0.12, 1.1, p.graphite, x, 0, z, 0.01));
  g.add(rbox(1.5, 0.75, 1.1, p.white, x, 0.12, z, 0.025));
  g.add(rbox(1.51, 0.05, 1.11, p.accent, x, 0.82, z, 0.01));
  // The two day tanks (polyol, isocyanate), insulated stainless, with sight glasses.
  for (const dx of [-0.37, 0.37]) {
    const tank = drum(0.27, 1.0, p.steel, 'y', x + dx, 1.37, z - 0.1, 40);
    tank.name = 'day-tank';
    g.add(tank);
    g.add(drum(0.28, 0.06, p.sheet, 'y', x + dx, 1.9, z - 0.1, 40));
    g.add(drum(0.1, 0.18, p.graphite, 'y', x + dx, 2.0, z - 0.1));
    g.add(rbox(0.03, 0.6, 0.02, p.glass, x + dx, 1.05, z + 0.17, 0.005));
    // Metering pump and motor.
    g.add(drum(0.09, 0.28, p.graphite, 'x', x + dx, 0.45, z + 0.3));
    g.add(drum(0.06, 0.12, p.chrome, 'x', x + dx + (dx < 0 ? 0.2 : -0.2), 0.45, z + 0.3));
  }
  // Control panel on the front.
  const panel = new THREE.Group();
  panel.add(rbox(0.5, 0.5, 0.08, p.white, 0, 0, 0, 0.02));
  panel.add(rbox(0.36, 0.22, 0.01, p.screen, 0, 0.22, 0.04, 0.003));
  emergencyStop(panel, 0.17, 0.09, 0.04);
  panel.position.set(x + 0.5, 0.9, z + 0.6);
  g.add(panel);
  machinePlate(g, ['高压发泡机', 'PU · 2 组分'], x - 0.35, 0.4, z + 0.55, 0.34);
  footprint(g, 1.5, 1.1, x, z, 0.5);
  return g;
}

/** The boom carrying the hoses to the mix head on the fixture's injection port. */
function boom(p: Paints): THREE.Group {
  const g = named('mix-head');
  const px = -0.7;
  g.add(drum(0.06, 2.7, p.grey, 'y', px, 1.35, 0.45));
  g.add(rbox(1.6, 0.1, 0.1, p.grey, px + 0.75, 2.62, 0.7, 0.01));
  g.add(drum(0.05, 0.12, p.graphite, 'y', px, 2.75, 0.45));
  const head = new THREE.Vector3(FX - 0.5, 1.95, FZ + 0.56);
  g.add(rbox(0.16, 0.18, 0.14, p.chrome, head.x, head.y, head.z, 0.02));
  g.add(drum(0.02, 0.16, p.black, 'x', head.x + 0.14, head.y + 0.1, head.z));
  g.add(drum(0.03, 0.1, p.chrome, 'y', head.x, head.y - 0.08, head.z));
  for (const [dx, dz] of [
    [-0.37, -0.05],
    [0.37, 0.05],
  ] as const) {
    g.add(
      hose(
        [
          [-1.7 + dx, 0.55, 0.85 + 0.45],
          [-1.7 + dx * 0.5, 1.2, 1.55],
          [px + 0.3, 2.55, 0.75 + dz],
          [head.x - 0.2, 2.45, head.z - 0.15],
          [head.x + dz, head.y + 0.18, head.z],
        ],
        0.022,
        p.black,
      ),
    );
  }
  return g;
}

/** The mould temperature unit and foamed shells on a pallet at the right. */
function aside(p: Paints): THREE.Group {
  const g = named('foamed-shells');
  const tx = FX + 1.55;
  g.add(rbox(0.5, 0.9, 0.6, p.white, tx, 0, 0.6, 0.02));
  g.add(rbox(0.2, 0.1, 0.01, p.screen, tx, 0.68, 0.905, 0.003));
  g.add(
    hose(
      [
        [tx - 0.2, 0.3, 0.8],
        [tx - 0.5, 0.15, 1.1],
        [FX + 0.9, 0.8, FZ],
      ],
      0.015,
      p.black,
    ),
  );
  const sx = FX + 2.65;
  g.add(rbox(1.2, 0.13, 1.0, p.wood, sx, 0, 1.3, 0.005));
  const shell = rbox(1.22, 1.55, 0.76, p.sheet, sx, 0.13, 1.3, 0.01);
  g.add(shell);
  g.add(
    rbox(
      1.04,
      1.3,
      0.012,
      new THREE.MeshStandardMaterial({ color: 0xe6e8e6, roughness: 0.45 }),
      sx,
      0.24,
      1.68,
      0.004,
    ),
  );
  footprint(g, 1.2, 1.0, sx, 1.3, 0.45);
  footprint(g, 0.5, 0.6, tx, 0.6, 0.4);
  return g;
}

export function foamingStation(p: Paints): THREE.Group {
  const g = named('foaming');
  g.add(fixture(p), foamMachine(p), boom(p), aside(p));
  g.userData.view = { x: 0.36, y: 0.3, z: 1 };
  g.userData.zoom = 1.12;
  return g;
}
