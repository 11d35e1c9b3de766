import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { findModel } from '@/content/catalogue';
import { SCENE_MODELS } from '@/content/kitchen-scenes';
import { buildMachine, type MachineName } from './build-machine';
import { buildScene, type FactoryLook } from './build-scene';

/** The parts (by object name) that make each machine read as the real one. */
const PARTS: Record<Exclude<MachineName, 'campus'>, string[]> = {
  laser: [
    'laser-cabin',
    'safety-glass',
    'laser-gantry',
    'gantry',
    'cutting-head',
    'exchange-table',
    'pallet-slats',
    'cut-sheet',
    'control-console',
    'console-screen',
    'chiller',
    'dust-extractor',
  ],
  'press-brake': [
    'c-frame',
    'hydraulic-cylinders',
    'punch',
    'die',
    'back-gauge',
    'foot-pedal',
    'light-curtain',
    'bent-part',
    'cnc-controller',
  ],
  welding: [
    'robot-arm',
    'dress-pack',
    'welding-torch',
    'positioner',
    'arc-screen',
    'workpiece',
    'safety-fence',
    'fence-mesh',
    'fume-extraction-arm',
    'welding-power-source',
  ],
  assembly: [
    'roller-conveyor',
    'workstations',
    'overhead-frame',
    'tool-balancer',
    'cabinet-frame',
    'cabinet-carcass',
  ],
  foaming: ['foaming-fixture', 'cabinet-shell', 'foaming-machine', 'day-tank', 'mix-head'],
};

const modelsOf = (name: MachineName) =>
  (SCENE_MODELS[name].models as readonly string[]).map((m) => findModel(m)!);

const names = (object: THREE.Object3D) => {
  const found = new Set<string>();
  object.traverse((o) => found.add(o.name));
  return found;
};

describe('factory machines', () => {
  it.each(Object.entries(PARTS))('the %s holds its real parts', (name, parts) => {
    const found = names(buildMachine(name as MachineName, modelsOf(name as MachineName)));
    for (const part of parts) expect(found, part).toContain(part);
  });

  it('welds with a robot at a two-station positioner, a workpiece on each station', () => {
    const cell = buildMachine('welding', []);
    let workpieces = 0;
    cell.traverse((o) => (workpieces += o.name === 'workpiece' ? 1 : 0));
    expect(workpieces).toBe(2);
  });

  it('puts the assembly line’s catalogue model on the conveyor, finished, after two stages', () => {
    const line = buildMachine('assembly', modelsOf('assembly'));
    const found = names(line);
    // The finished unit is the catalogue model's own build: its doors and feet.
    expect(found).toContain('door');
  });

  it('draws each machine scene in the hall, with its own camera and ambient occlusion', () => {
    for (const name of Object.keys(PARTS) as MachineName[]) {
      const scene = buildScene(modelsOf(name), SCENE_MODELS[name]);
      const look = scene.userData.look as FactoryLook;
      expect(look.ao, name).toBeGreaterThan(0);
      expect(look.backdrop.name, name).toBe('hall');
      // The hall is added after framing, not part of the framed scene.
      expect(names(scene), name).not.toContain('hall');
    }
  });
});
