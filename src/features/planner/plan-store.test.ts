import { beforeEach, describe, expect, it } from 'vitest';
import { planActions, plannerState, type PlannerState } from './plan-store';

beforeEach(() => {
  localStorage.clear();
  planActions.clear();
});

describe('the planner store', () => {
  it('places, moves, turns and removes units, kept in localStorage', () => {
    expect(planActions.place('CC-LG-4D')).toBe(0);
    expect(planActions.place('CC-LG-4D')).toBe(1);
    planActions.move(1, 2000.4, 3000.6);
    planActions.turn(0);
    const saved = JSON.parse(localStorage.getItem('cc-planner')!) as PlannerState;
    expect(saved.attached).toBe(true);
    expect(saved.layout.items[1]).toMatchObject({ x: 2000, y: 3001, rotation: 0 });
    expect(saved.layout.items[0]?.rotation).toBe(90);
    planActions.remove(0);
    expect(plannerState.get().layout.items).toEqual([
      { model: 'CC-LG-4D', x: 2000, y: 3001, rotation: 0 },
    ]);
  });

  it('turns a unit at a wall without pushing it through the wall', () => {
    planActions.place('CC-LG-4D'); // 1220 × 760 at the top-left corner
    planActions.turn(0);
    expect(plannerState.get().layout.items[0]).toEqual({
      model: 'CC-LG-4D',
      x: 230,
      y: 0,
      rotation: 90,
    });
  });

  it('reads a stored plan with an unknown model without it, and a broken one as empty', () => {
    localStorage.setItem(
      'cc-planner',
      JSON.stringify({
        attached: true,
        layout: {
          room: { width: 5000, depth: 4000 },
          items: [
            { model: 'CC-OLD-1', x: 0, y: 0, rotation: 0 },
            { model: 'CC-LG-4D', x: 0, y: 0, rotation: 0 },
          ],
        },
      }),
    );
    expect(plannerState.get().layout.items.map((item) => item.model)).toEqual(['CC-LG-4D']);
    localStorage.setItem('cc-planner', '{"layout":{"room":{"width":"wide"}}}');
    expect(plannerState.get().layout.items).toEqual([]);
  });

  it('detaches from the enquiry until the next edit', () => {
    planActions.place('CC-LG-4D');
    planActions.detach();
    expect(plannerState.get().attached).toBe(false);
    planActions.setRoom({ width: 9000, depth: 6000 });
    expect(plannerState.get()).toMatchObject({ attached: true, layout: { room: { width: 9000 } } });
  });
});
