import * as THREE from 'three';
import type { Paints } from '../factory-paints';
import { sparks } from '../factory-paints';
import { machinePlate } from '../machine-details';
import { beam, corrugated, drum, footprint, hose, named, rbox, rod } from './parts';

/**
 * A robot welding cell: a six-axis arc-welding robot (1.4 m reach) on its riser, with the cable
 * dress pack and the torch on its wrist; a two-station positioner (the operator loads one station
 * while the robot welds the other, an arc screen between); a mesh safety fence; a fume
 * extraction arm over the loading station; the welding power source and wire drum.
 */
const CZ = 1.7;

/** A cabinet body of the site's own kind: a stainless carcass, open at the front. */
function cabinetBody(p: Paints, x: number, y: number, z: number): THREE.Group {
  const g = named('workpiece');
  const [w, h, d] = [0.9, 0.75, 0.62];
  g.add(rbox(w, 0.012, d, p.sheet, x, y, z, 0.002));
  g.add(rbox(w, 0.012, d, p.sheet, x, y + h - 0.012, z, 0.002));
  for (const side of [-1, 1])
    g.add(rbox(0.012, h, d, p.sheet, x + (side * (w - 0.012)) / 2, y, z, 0.002));
  g.add(rbox(w, h, 0.012, p.steel, x, y, z - d / 2 + 0.006, 0.002));
  g.add(rbox(w - 0.03, 0.04, 0.012, p.sheet, x, y + h / 2, z + d / 2 - 0.006, 0.002));
  return g;
}

/** Head- and tailstock of one station, the cabinet body clamped on its tilt axis (along z). */
function station(p: Paints, x: number): THREE.Group {
  const g = new THREE.Group();
  const axis = 0.85;
  for (const [z, motor] of [
    [CZ - 0.62, true],
    [CZ + 0.62, false],
  ] as const) {
    g.add(rbox(0.4, axis + 0.12, 0.24, p.white, x, 0.2, z, 0.025));
    g.add(drum(0.17, 0.05, p.graphite, 'z', x, axis + 0.2, z + (z < CZ ? 0.14 : -0.14)));
    if (motor) g.add(drum(0.08, 0.25, p.graphite, 'z', x, axis + 0.2, z - 0.22));
  }
  // The fixture frame, and the body clamped on it.
  g.add(rbox(0.1, 0.06, 1.0, p.graphite, x - 0.35, axis + 0.02, CZ, 0.01));
  g.add(rbox(0.1, 0.06, 1.0, p.graphite, x + 0.35, axis + 0.02, CZ, 0.01));
  g.add(cabinetBody(p, x, axis + 0.08, CZ));
  // Toggle clamps on the body's top edge.
  for (const dx of [-0.3, 0.3])
    g.add(rbox(0.05, 0.07, 0.14, p.graphite, x + dx, axis + 0.83, CZ - 0.2, 0.01));
  return g;
}

/** The rotary two-station positioner: turntable, arc screen, a station either side. */
function positioner(p: Paints): THREE.Group {
  const g = named('positioner');
  const cx = -0.55;
  g.add(drum(1.25, 0.2, p.graphite, 'y', cx, 0.1, CZ, 48));
  g.add(drum(1.26, 0.03, p.yellow, 'y', cx, 0.12, CZ, 48));
  const screen = rbox(0.05, 1.45, 1.9, p.accent, cx, 0.2, CZ, 0.01);
  screen.name = 'arc-screen';
  g.add(screen);
  g.add(station(p, cx - 0.68), station(p, cx + 0.68));
  footprint(g, 2.6, 2.6, cx, CZ, 0.45);
  machinePlate(g, ['双工位变位机', '500 kg · 回转'], cx - 0.3, 0.7, CZ + 1.0, 0.3);
  return g;
}

/**
 * The robot: riser, base, rotating column, lower arm, elbow, forearm with its wrist and the
 * torch. Proportions of a 1.4 m arc-welding arm; posed welding the right station's front seam.
 */
function robot(p: Paints): { robot: THREE.Group; tip: THREE.Vector3 } {
  const g = named('robot-arm');
  const base = new THREE.Vector3(1.35, 0, CZ - 0.05);
  g.add(rbox(0.62, 0.45, 0.62, p.graphite, base.x, 0, base.z, 0.02));
  g.add(drum(0.24, 0.14, p.white, 'y', base.x, 0.52, base.z));
  // The S-axis column, offset forward, with its motor.
  const shoulder = new THREE.Vector3(base.x - 0.1, 0.98, base.z);
  g.add(rbox(0.32, 0.34, 0.36, p.white, base.x - 0.05, 0.59, base.z, 0.07));
  g.add(drum(0.07, 0.16, p.graphite, 'y', base.x + 0.14, 0.66, base.z - 0.12));
  g.add(drum(0.14, 0.36, p.white, 'z', shoulder.x, shoulder.y, shoulder.z));
  g.add(drum(0.08, 0.1, p.graphite, 'z', shoulder.x, shoulder.y, shoulder.z + 0.22));
  // Lower arm up to the elbow, leaning back a little.
  const elbow = new THREE.Vector3(base.x - 0.02, 1.74, base.z);
  g.add(beam(shoulder, elbow, 0.17, 0.2, p.white, 0.05));
  g.add(drum(0.1, 0.3, p.white, 'z', elbow.x, elbow.y, elbow.z));
  g.add(drum(0.07, 0.1, p.graphite, 'z', elbow.x, elbow.y, elbow.z - 0.19));
  // Forearm: out towards the workpiece, its R-axis motor behind the elbow.
  const wrist = new THREE.Vector3(0.88, 1.52, CZ + 0.3);
  const back = elbow.clone().add(elbow.clone().sub(wrist).setLength(0.22));
  g.add(beam(back, elbow, 0.15, 0.15, p.white, 0.04));
  g.add(drum(0.065, 0.18, p.graphite, 'x', back.x + 0.06, back.y + 0.12, back.z));
  g.add(beam(elbow, wrist, 0.11, 0.11, p.white, 0.035));
  g.add(drum(0.065, 0.14, p.white, 'z', wrist.x, wrist.y, wrist.z));
  g.add(drum(0.045, 0.12, p.graphite, 'y', wrist.x - 0.03, wrist.y - 0.1, wrist.z));
  // Torch: the swan neck from the wrist flange down to the seam.
  const tip = new THREE.Vector3(0.6, 1.24, CZ + 0.33);
  const torch = named('welding-torch');
  torch.add(
    hose(
      [
        [wrist.x - 0.03, wrist.y - 0.16, wrist.z],
        [wrist.x - 0.08, wrist.y - 0.3, wrist.z + 0.06],
        [tip.x + 0.07, tip.y + 0.1, tip.z - 0.02],
        [tip.x + 0.015, tip.y + 0.02, tip.z],
      ],
      0.02,
      p.graphite,
    ),
  );
  const nozzle = new THREE.Mesh(new THREE.CylinderGeometry(0.012, 0.02, 0.06, 16), p.copper);
  nozzle.position.copy(tip).add(new THREE.Vector3(0.02, 0.03, 0));
  nozzle.rotation.z = 0.5;
  torch.add(nozzle);
  g.add(torch);
  // Wire feeder on the forearm, the dress pack from the base over the arm to the torch.
  g.add(rbox(0.22, 0.16, 0.16, p.graphite, back.x + 0.02, back.y + 0.17, back.z, 0.02));

  const pack = named(
    'dress-pack',
    corrugated(
      [
        [base.x + 0.2, 0.62, base.z - 0.2],
        [base.x + 0.2, 1.2, base.z - 0.24],
        [elbow.x + 0.1, elbow.y + 0.15, elbow.z - 0.18],
        [back.x + 0.1, back.y + 0.22, back.z - 0.05],
      ],
      0.028,
      p.black,
    ),
    corrugated(
      [
        [back.x - 0.05, back.y + 0.22, back.z],
        [(elbow.x + wrist.x) / 2, elbow.y + 0.02, elbow.z + 0.12],
        [wrist.x + 0.05, wrist.y + 0.08, wrist.z + 0.1],
        [wrist.x - 0.02, wrist.y - 0.12, wrist.z + 0.04],
      ],
      0.022,
      p.black,
    ),
  );
  g.add(pack);
  footprint(g, 0.7, 0.7, base.x, base.z, 0.5);
  return { robot: g, tip };
}

/** Mesh fence panels on posts: back, both sides, and the front either side of the loading gap. */
function fence(p: Paints): THREE.Group {
  const g = named('safety-fence');
  const height = 2.0;
  const panel = (a: THREE.Vector2, b: THREE.Vector2) => {
    const length = a.distanceTo(b);
    const mid = a.clone().lerp(b, 0.5);
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const frame = new THREE.Group();
    const mesh = new THREE.Mesh(new THREE.PlaneGeometry(length - 0.08, height - 0.24), p.mesh);
    mesh.position.set(0, 0.15 + (height - 0.24) / 2, 0);
    mesh.name = 'fence-mesh';
    frame.add(mesh);
    for (const y of [0.13, height - 0.07])
      frame.add(rbox(length - 0.06, 0.03, 0.03, p.graphite, 0, y, 0, 0.006));
    for (const s of [-1, 1])
      frame.add(
        rbox(0.03, height - 0.2, 0.03, p.graphite, (s * (length - 0.09)) / 2, 0.13, 0, 0.006),
      );
    frame.position.set(mid.x, 0, mid.y);
    frame.rotation.y = -angle;
    g.add(frame);
  };
  const [left, right, back, front] = [-2.45, 2.35, 0.35, CZ + 1.55];
  // The front stays open: the operator's loading side, guarded by the light curtain.
  const corners = [
    new THREE.Vector2(left, front),
    new THREE.Vector2(left, (back + front) / 2),
    new THREE.Vector2(left, back),
    new THREE.Vector2(-0.05, back),
    new THREE.Vector2(right, back),
    new THREE.Vector2(right, (back + front) / 2),
    new THREE.Vector2(right, front),
  ];
  for (let i = 0; i < corners.length - 1; i += 1) panel(corners[i]!, corners[i + 1]!);
  for (const x of [left + 0.1, right - 0.1]) {
    const column = rbox(0.06, 1.5, 0.05, p.yellow, x, 0.2, front + 0.08, 0.012);
    column.name = 'light-curtain';
    g.add(
      column,
      rbox(0.012, 1.4, 0.03, p.black, x - Math.sign(x) * 0.03, 0.25, front + 0.08, 0.004),
    );
  }
  for (const c of corners) {
    g.add(rbox(0.06, height + 0.05, 0.06, p.yellow, c.x, 0, c.y, 0.01));
    g.add(rbox(0.14, 0.01, 0.14, p.yellow, c.x, 0, c.y, 0.003));
  }
  return g;
}

/** The fume extraction arm: a column, two hose sections on knuckle joints, the hood. */
function fumeArm(p: Paints): THREE.Group {
  const g = named('fume-extraction-arm');
  const x = -2.0;
  const z = 0.6;
  g.add(drum(0.07, 2.6, p.grey, 'y', x, 1.3, z));
  g.add(rbox(0.4, 0.02, 0.4, p.graphite, x, 0, z, 0.005));
  const knee = new THREE.Vector3(-1.55, 2.35, 1.25);
  const hood = new THREE.Vector3(-1.25, 1.85, 1.75);
  g.add(
    corrugated(
      [
        [x, 2.6, z],
        [x + 0.2, 2.72, z + 0.3],
        [knee.x, knee.y, knee.z],
      ],
      0.075,
      p.grey,
      0.05,
    ),
  );
  g.add(
    corrugated(
      [
        [knee.x, knee.y, knee.z],
        [knee.x + 0.2, knee.y - 0.1, knee.z + 0.3],
        [hood.x, hood.y + 0.15, hood.z],
      ],
      0.075,
      p.grey,
      0.05,
    ),
  );
  g.add(rod({ x, y: 2.6, z }, knee, 0.012, p.chrome), rod(knee, hood, 0.012, p.chrome));
  g.add(drum(0.09, 0.12, p.graphite, 'x', knee.x, knee.y, knee.z));
  const cone = new THREE.Mesh(new THREE.CylinderGeometry(0.09, 0.22, 0.22, 32, 1, true), p.accent);
  cone.position.copy(hood);
  cone.castShadow = true;
  g.add(cone);
  return g;
}

/** The welding power source on its trolley and the bulk wire drum, outside the fence. */
function powerSource(p: Paints): THREE.Group {
  const g = named('welding-power-source');
  const x = 3.05;
  const z = 1.9;
  g.add(rbox(0.4, 0.06, 0.7, p.graphite, x, 0.08, z, 0.01));
  for (const dz of [-0.28, 0.28]) g.add(drum(0.06, 0.04, p.rubber, 'x', x, 0.06, z + dz));
  g.add(rbox(0.36, 0.66, 0.64, p.white, x, 0.14, z, 0.025));
  g.add(rbox(0.3, 0.16, 0.01, p.graphite, x, 0.55, z + 0.325, 0.005));
  g.add(rbox(0.12, 0.06, 0.01, p.screen, x - 0.06, 0.6, z + 0.332, 0.003));
  g.add(drum(0.025, 0.02, p.black, 'z', x + 0.09, 0.62, z + 0.34));
  g.add(rbox(0.37, 0.04, 0.65, p.accent, x, 0.8, z, 0.01));
  machinePlate(g, ['焊接电源', '500 A'], x, 0.3, z + 0.32, 0.24);
  // Wire drum.
  g.add(drum(0.26, 0.8, p.grey, 'y', x, 0.4, z - 0.85, 40));
  g.add(drum(0.12, 0.08, p.graphite, 'y', x, 0.84, z - 0.85, 24));
  g.add(
    hose(
      [
        [x - 0.1, 0.7, z - 0.2],
        [x - 0.4, 1.5, z - 0.3],
        [2.35, 2.1, 1.3],
        [1.6, 1.4, CZ - 0.3],
      ],
      0.016,
      p.black,
    ),
  );
  footprint(g, 0.5, 1.8, x, z - 0.4, 0.45);
  return g;
}

export function weldingCell(p: Paints): THREE.Group {
  const g = named('welding');
  const { robot: arm, tip } = robot(p);
  g.add(positioner(p), arm, fence(p), fumeArm(p), powerSource(p));
  const arc = new THREE.Mesh(new THREE.SphereGeometry(0.012, 16, 12), p.arc);
  arc.position.copy(tip);
  const light = new THREE.PointLight(0xcfe2ff, 1.2, 1.6, 2);
  light.position.copy(tip).add(new THREE.Vector3(0.05, 0.05, 0.05));
  g.add(arc, light, sparks(tip, p.spark, 14, 0.12));
  // Floor plate of the cell.
  g.add(rbox(4.7, 0.01, CZ + 1.15, p.grey, -0.05, 0, (0.4 + CZ + 1.5) / 2, 0.004));
  g.userData.view = { x: 0.4, y: 0.42, z: 1 };
  g.userData.zoom = 1.1;
  return g;
}
