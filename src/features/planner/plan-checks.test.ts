// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LayoutItem, PlanLayout } from '@/contract';
import { EMPTY_PLAN_TEXT, NO_PROBLEM_TEXT, planProblems, problemText } from './plan-checks';

// Two test models: A is 1000 wide and 500 deep, B 600 × 600.
const SIZES: Record<string, { width: number; depth: number }> = {
  A: { width: 1000, depth: 500 },
  B: { width: 600, depth: 600 },
};
const sizeOf = (model: string) => SIZES[model]!;
const room = { width: 8000, depth: 6000 };
const unit = (model: string, x: number, y: number, rotation: LayoutItem['rotation'] = 0) => ({
  model,
  x,
  y,
  rotation,
});
const texts = (layout: PlanLayout) =>
  planProblems(layout, sizeOf).map((problem) => problemText(problem, layout));

describe('planProblems: overlaps, units outside the room, aisles under 900 mm', () => {
  it('finds nothing in an empty room or for units touching side by side', () => {
    expect(texts({ room, items: [] })).toEqual([]);
    expect(texts({ room, items: [unit('A', 0, 0), unit('A', 1000, 0)] })).toEqual([]);
    // Corner to corner is touching too.
    expect(texts({ room, items: [unit('B', 0, 0), unit('B', 600, 600)] })).toEqual([]);
    expect(NO_PROBLEM_TEXT).toBe('布局无冲突');
    expect(EMPTY_PLAN_TEXT).toBe('尚未放置设备');
  });

  it('names overlapping units, a second unit of a model with #2', () => {
    expect(texts({ room, items: [unit('A', 0, 0), unit('A', 999, 0)] })).toEqual([
      'A 与 A #2 重叠',
    ]);
  });

  it('flags a gap of 899 mm, not of 900 or 901 mm', () => {
    const apart = (gap: number) =>
      texts({ room, items: [unit('A', 0, 0), unit('B', 1000 + gap, 0)] });
    expect(apart(899)).toEqual(['A 与 B 间距不足 900 mm']);
    expect(apart(900)).toEqual([]);
    expect(apart(901)).toEqual([]);
    expect(apart(1)).toEqual(['A 与 B 间距不足 900 mm']);
  });

  it('measures a diagonal gap corner to corner', () => {
    // 600 mm right and 600 mm down: about 849 mm apart.
    expect(texts({ room, items: [unit('B', 0, 0), unit('B', 1200, 1200)] })).toEqual([
      'B 与 B #2 间距不足 900 mm',
    ]);
    // 700 and 700: about 990 mm.
    expect(texts({ room, items: [unit('B', 0, 0), unit('B', 1300, 1300)] })).toEqual([]);
  });

  it('turns a unit: a quarter turn swaps its width and depth', () => {
    // A turned stands 500 wide and 1000 deep: at x 500 it touches, where unturned it overlaps.
    expect(texts({ room, items: [unit('A', 0, 0, 90), unit('B', 500, 0)] })).toEqual([]);
    expect(texts({ room, items: [unit('A', 0, 0), unit('B', 500, 0)] })).toEqual(['A 与 B 重叠']);
    // Turned, A reaches 1000 down: B at y 1000 touches, at y 1500 it is 500 away.
    expect(texts({ room, items: [unit('A', 0, 0, 270), unit('B', 0, 1500)] })).toEqual([
      'A 与 B 间距不足 900 mm',
    ]);
  });

  it('names units outside the room, first', () => {
    const layout = { room, items: [unit('A', 7500, 0), unit('B', 0, -10), unit('B', 0, 5400)] };
    expect(texts(layout)).toEqual(['A 超出房间', 'B 超出房间']);
    // A turned at the right wall fits: 500 wide.
    expect(texts({ room, items: [unit('A', 7500, 0, 90)] })).toEqual([]);
  });
});
