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

describe('every model', () => {
  it.each(catalogue)('$model has a detailed back, so the turned 3D view is never blank', (m) => {
    const g = buildModel(m);
    expect(count(g, 'back')).toBe(1);
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
    '油烟净化 $model: flanges at both ends, latched panels, plate; open shows the cell',
    (m) => {
      const shut = buildModel(m);
      expect(count(shut, 'flange')).toBe(2);
      expect(count(shut, 'access-panel')).toBe(2);
      expect(count(shut, 'latch')).toBe(8);
      expect(count(shut, 'rating-plate')).toBeGreaterThanOrEqual(1);
      const open = buildModel(m, { open: true });
      expect(count(open, 'access-panel')).toBe(1);
      expect(count(open, 'cell')).toBe(1);
    },
  );

  it('油烟净化 CC-YJ-YS30: the hood has latched access doors', () => {
    const hood = modelsOf('youyanjinghua').find((m) => m.method === '运水烟罩')!;
    expect(count(buildModel(hood), 'latch')).toBeGreaterThan(0);
  });

  it.each(modelsOf('baowentai'))('保温台 $model: a GN pan per well, lids, knobs, guard', (m) => {
    const g = buildModel(m);
    expect(count(g, 'pan')).toBe(m.pans);
    expect(count(g, 'lid')).toBeGreaterThan(0);
    expect(count(g, 'knob')).toBeGreaterThan(0);
    expect(count(g, 'sneeze-guard')).toBe(m.sneezeGuard ? 1 : 0);
  });

  it.each(modelsOf('shangyongjingshuiji'))('商用净水机 $model: a cartridge per stage', (m) => {
    const g = buildModel(m);
    expect(count(g, 'cartridge')).toBe(m.stages);
    expect(count(g, 'gauge')).toBe(2);
    expect(count(g, 'pipe')).toBe(1);
    expect(count(g, 'tank')).toBe(m.membrane === '超滤' ? 0 : 1);
  });
});
