import * as THREE from 'three';
import type { Paints } from '../factory-paints';
import { emergencyStop, machinePlate } from '../machine-details';
import { drum, footprint, hose, named, rbox } from './parts';

/** The fibre laser's place (./laser.ts): its bed's centre line, depth, and the cutting cabin. */
export const Z = 1.75;
export const DEPTH = 2.5;
export const CABIN = { from: -3.0, to: 1.5, height: 2.15, sill: 0.95 };

/** The pedestal console: graphite column, a tilted desk with the nesting screen and keys. */
export function controlConsole(p: Paints): THREE.Group {
  const g = named('control-console');
  g.add(rbox(0.5, 0.06, 0.45, p.graphite, 0, 0, 0, 0.01));
  g.add(rbox(0.16, 0.95, 0.16, p.graphite, 0, 0.06, 0, 0.02));
  const desk = new THREE.Group();
  desk.add(rbox(0.7, 0.52, 0.12, p.white, 0, 0, 0, 0.02));
  const screen = rbox(0.52, 0.33, 0.01, p.screen, 0, 0.14, 0.062, 0.003);
  screen.name = 'console-screen';
  desk.add(screen);
  desk.add(rbox(0.6, 0.08, 0.01, p.graphite, 0, 0.03, 0.062, 0.003));
  emergencyStop(desk, 0.29, 0.07, 0.06);
  desk.position.set(0, 1.05, 0.02);
  desk.rotation.x = -0.35;
  g.add(desk);
  g.add(rbox(0.7, 0.05, 0.28, p.graphite, 0, 1.0, 0.1, 0.01));
  footprint(g, 0.5, 0.45, 0, 0, 0.4);
  g.position.set(CABIN.to + 0.15, 0, Z + DEPTH / 2 + 0.6);
  g.rotation.y = -0.35;
  return g;
}

/** Behind the cabin's far end: the laser source cabinet, the chiller and the dust extractor. */
export function utilities(p: Paints): THREE.Group {
  const g = named('chiller');
  const x = CABIN.from - 0.75;
  // Chiller: light-grey cabinet, louvres on its front, a small display.
  g.add(rbox(0.75, 1.25, 0.65, p.white, x, 0, 2.4, 0.02));
  for (let y = 0.25; y < 0.95; y += 0.06)
    g.add(rbox(0.55, 0.018, 0.01, p.graphite, x, y, 2.73, 0.004));
  g.add(rbox(0.16, 0.1, 0.01, p.screen, x + 0.2, 1.05, 2.73, 0.003));
  g.add(rbox(0.77, 0.06, 0.67, p.accent, x, 1.25, 2.4, 0.01));
  // Laser source.
  g.add(rbox(0.65, 1.0, 0.8, p.grey, x, 0, 1.5, 0.02));
  machinePlate(g, ['光纤激光器', '6000 W'], x, 0.72, 1.9, 0.26);
  // Dust extractor: filter cabinet, its bin, the duct up to the cabin roof.
  const extractor = named('dust-extractor');
  const ex = x - 0.15;
  extractor.add(rbox(0.85, 1.9, 0.8, p.grey, ex, 0, 0.55, 0.02));
  extractor.add(rbox(0.6, 0.35, 0.05, p.graphite, ex, 0.15, 0.97, 0.01));
  extractor.add(rbox(0.7, 0.5, 0.02, p.white, ex, 1.0, 0.96, 0.01));
  extractor.add(drum(0.11, 0.3, p.grey, 'y', ex, 2.05, 0.55));
  extractor.add(
    hose(
      [
        [ex, 2.2, 0.55],
        [ex + 0.3, 2.55, 0.7],
        [CABIN.from + 0.2, 2.55, 0.75],
        [CABIN.from + 0.5, 2.3, 0.9],
      ],
      0.1,
      p.aluminium,
    ),
  );
  g.add(extractor);
  g.add(
    hose(
      [
        [x - 0.2, 0.9, 2.1],
        [x + 0.1, 0.7, 1.95],
        [CABIN.from + 0.05, 0.6, 1.9],
      ],
      0.02,
      p.black,
    ),
  );
  footprint(g, 1.2, 2.6, x, 1.5, 0.45);
  return g;
}
