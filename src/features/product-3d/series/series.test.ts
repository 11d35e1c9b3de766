import type * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { catalogue, modelsOf } from '@/content/catalogue';
import { buildModel } from '../build-model';

/** How many of the model's parts carry `part` (kit/parts.ts `tag`). */
function count(object: THREE.Object3D, part: string) {
  let n = 0;
  object.traverse((o) => {
    if (o.userData.part === part) n += 1;
  });
  return n;
}

/** The meshes under the parts named `part` (the brief names them: a nameplate, a gasket…). */
function named(object: THREE.Object3D, part: string) {
  const found: THREE.Object3D[] = [];
  object.traverse((o) => {
    if (o.name === part) found.push(o);
  });
  return found;
}

describe('every model', () => {
  it.each(catalogue)('$model has a detailed back, so the turned 3D view is never blank', (m) => {
    const g = buildModel(m);
    expect(count(g, 'back')).toBe(1);
  });

  it.each(catalogue)('$model wears one 澄川 nameplate and is finished in brushed steel', (m) => {
    const g = buildModel(m);
    const plates = named(g, 'nameplate');
    expect(plates).toHaveLength(1);
    // The plate carries its writing (a canvas texture in the browser, plain in jsdom).
    expect(named(plates[0]!, 'nameplate-text')).toHaveLength(1);
    const steel = new Set<THREE.Material>();
    g.traverse((o) => {
      const material = (o as THREE.Mesh).material as THREE.MeshPhysicalMaterial | undefined;
      if (material?.isMeshPhysicalMaterial && material.metalness === 1) steel.add(material);
    });
    expect(steel.size).toBeGreaterThan(0);
  });
});

describe('cabinets have hinged doors with gaskets, hinges and handles on brackets', () => {
  const cabinets = catalogue.filter((m) =>
    ['lenggui', 'xiaoduji', 'zhengfangui'].includes(m.ctype),
  );
  it.each(cabinets)('$model', (m) => {
    const g = buildModel(m);
    const doors = count(g, 'door');
    expect(doors).toBeGreaterThan(0);
    expect(named(g, 'gasket')).toHaveLength(doors * 2);
    expect(named(g, 'hinge')).toHaveLength(doors * 2);
    if (m.ctype !== 'zhengfangui') expect(named(g, 'handle-bracket')).toHaveLength(doors * 2);
    expect(named(g, 'marking').length).toBeGreaterThan(0);
  });
});

describe('each series builds with the features a buyer names it by, counts from the data', () => {
  it.each(modelsOf('lenggui'))('冷柜 $model: doors, full handles, gaskets, display, feet', (m) => {
    const g = buildModel(m);
    expect(count(g, 'door')).toBe(m.doors);
    expect(count(g, 'handle')).toBe(m.doors);
    expect(count(g, 'gasket')).toBe(m.doors * 2);
    expect(count(g, 'glass')).toBe(m.glassDoors ? m.doors : 0);
    expect(count(g, 'display')).toBe(1);
    expect(count(g, 'foot')).toBe(4);
  });

  it.each(modelsOf('zhengfangui'))(
    '蒸饭柜 $model: hand-wheel per door, gauge, vent, trays',
    (m) => {
      const g = buildModel(m, { open: true });
      expect(count(g, 'door')).toBe(m.doors);
      expect(count(g, 'hand-wheel')).toBe(m.doors);
      expect(count(g, 'tray')).toBe(m.trays);
      expect(count(g, 'gauge')).toBe(1);
      expect(count(g, 'control-panel')).toBe(1);
      expect(count(g, 'steam-vent')).toBe(1);
    },
  );

  it.each(modelsOf('shangyongzaotai'))('商用灶台 $model: ring, burner, tap, valve each', (m) => {
    const g = buildModel(m);
    for (const part of ['wok-ring', 'burner', 'tap', 'knee-valve'])
      expect(count(g, part), part).toBe(m.burners);
    expect(count(g, 'splash-back')).toBe(1);
    expect(count(g, 'drip-channel')).toBe(1);
  });

  it.each(modelsOf('xiaoduji'))('消毒柜 $model: glass doors over bowls and trays', (m) => {
    const g = buildModel(m);
    expect(count(g, 'door')).toBe(m.doors);
    expect(count(g, 'glass')).toBe(m.doors);
    expect(count(g, 'bowl')).toBeGreaterThan(0);
    expect(count(g, 'tray')).toBeGreaterThan(0);
    expect(count(g, 'control-panel')).toBe(1);
  });

  it.each(modelsOf('youyanjinghua').filter((m) => m.method !== '运水烟罩'))(
    '油烟净化 $model: inlet and fan flanges, access doors, fan housing; open shows the cell',
    (m) => {
      const shut = buildModel(m);
      expect(count(shut, 'flange')).toBe(2);
      expect(named(shut, 'access-door')).toHaveLength(2);
      expect(named(shut, 'fan-housing')).toHaveLength(1);
      expect(count(shut, 'latch')).toBe(4);
      expect(count(shut, 'warning')).toBe(2);
      expect(count(shut, 'hv-supply')).toBe(1);
      expect(count(shut, 'rating-plate')).toBeGreaterThanOrEqual(1);
      expect(count(shut, 'cell')).toBe(0);
      const open = buildModel(m, { open: true });
      expect(named(open, 'access-door')).toHaveLength(2);
      expect(count(open, 'cell')).toBe(1);
    },
  );

  it('油烟净化 CC-YJ-YS30: the hood has latched access doors', () => {
    const hood = modelsOf('youyanjinghua').find((m) => m.method === '运水烟罩')!;
    expect(count(buildModel(hood), 'latch')).toBeGreaterThan(0);
  });

  it.each(modelsOf('baowentai'))('保温台 $model: GN pans with food, lids, knobs, guard', (m) => {
    const g = buildModel(m);
    expect(named(g, 'gn-pan')).toHaveLength(m.pans);
    expect(count(g, 'lid')).toBe(Math.floor((m.pans + 0) / 3));
    // Food in every pan without a lid.
    expect(count(g, 'food')).toBe(m.pans - count(g, 'lid'));
    expect(count(g, 'knob')).toBeGreaterThan(0);
    expect(count(g, 'control-panel')).toBe(1);
    // The guard where the catalogue lists one (glass front and glass shelf).
    const guard = named(g, 'sneeze-guard');
    expect(guard).toHaveLength(m.sneezeGuard ? 1 : 0);
    if (guard[0]) expect(named(guard[0], 'glass')).toHaveLength(2);
    if (m.model.endsWith('Y')) expect(count(g, 'castor')).toBe(4);
  });

  it.each(modelsOf('shangyongjingshuiji'))(
    '商用净水机 $model: closed cabinet, a filter housing per stage, two gauges',
    (m) => {
      const g = buildModel(m);
      expect(named(g, 'filter-housing')).toHaveLength(m.stages);
      expect(named(g, 'gauge')).toHaveLength(2);
      expect(count(g, 'pipe')).toBe(1);
      expect(count(g, 'control-panel')).toBe(1);
      expect(count(g, 'tap')).toBe(m.boilingLph ? 3 : 0);
      // Closed: no open tank stands beside the housings any more.
      expect(count(g, 'tank')).toBe(0);
    },
  );
});
