// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLACE_KITS, PLACE_TYPES, recommend } from './selector-rules';

const byRole = (list: ReturnType<typeof recommend>) =>
  Object.fromEntries(list.map((r) => [r.role, { model: r.model.model, quantity: r.quantity }]));

describe('selector rules', () => {
  it.each([
    // place, diners, meals → expected quantities by role
    [
      '学校',
      1000,
      2,
      { 蒸饭: 2, 保温售饭: 1, 餐具消毒: 1, 食材冷藏: 1, 食品留样: 1, 炒菜: 1, 油烟净化: 1 },
    ],
    [
      '学校',
      3200,
      3,
      { 蒸饭: 4, 保温售饭: 4, 餐具消毒: 3, 食材冷藏: 4, 食品留样: 1, 炒菜: 3, 油烟净化: 2 },
    ],
    [
      '医院',
      800,
      3,
      { 蒸饭: 1, 保温售饭: 2, 餐具消毒: 2, 食材冷藏: 2, 食品留样: 1, 炒菜: 2, 油烟净化: 1 },
    ],
    ['连锁餐饮', 150, 2, { 蒸饭: 1, 保温售饭: 1, 餐具消毒: 1, 食材冷藏: 1, 炒菜: 1, 油烟净化: 1 }],
  ] as const)('%s, %i diners, %i meals', (place, diners, mealsPerDay, expected) => {
    const result = byRole(recommend({ place, diners, mealsPerDay }));
    expect(Object.fromEntries(Object.entries(result).map(([k, v]) => [k, v.quantity]))).toEqual(
      expected,
    );
    expect(result['蒸饭']!.model).toBe(PLACE_KITS[place].steamer);
  });

  it('covers rice, warming, disinfection and refrigeration for every place; samples where kept', () => {
    for (const place of PLACE_TYPES) {
      const roles = recommend({ place, diners: 500, mealsPerDay: 3 }).map((r) => r.role);
      expect(roles).toEqual(expect.arrayContaining(['蒸饭', '保温售饭', '餐具消毒', '食材冷藏']));
      expect(roles.includes('食品留样')).toBe(PLACE_KITS[place].sampleCabinet);
    }
  });

  it('shows the figures it used in every 计算依据', () => {
    const [steamer] = recommend({ place: '学校', diners: 1000, mealsPerDay: 2 });
    expect(steamer!.basis).toContain('100\u00a0g');
    expect(steamer!.basis).toContain('100\u00a0kg');
    expect(steamer!.basis).toContain('CC-ZF-24E 每批 48\u00a0kg');
  });

  it.each(PLACE_TYPES)('never recommends less for more diners (%s, 50 to 5000)', (place) => {
    for (const meals of [1, 3]) {
      let previous = recommend({ place, diners: 50, mealsPerDay: meals });
      for (let diners = 60; diners <= 5000; diners += 10) {
        const next = recommend({ place, diners, mealsPerDay: meals });
        next.forEach((item, index) => {
          expect(item.model.model).toBe(previous[index]!.model.model);
          expect(item.quantity).toBeGreaterThanOrEqual(previous[index]!.quantity);
        });
        previous = next;
      }
    }
  });

  it('recommends nothing for no diners', () => {
    expect(recommend({ place: '学校', diners: 0, mealsPerDay: 3 })).toEqual([]);
  });
});
