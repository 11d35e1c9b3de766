import { checkLayout, type LayoutItem, type PlanLayout } from '@/contract';
import { findModel } from '@/content/catalogue';
import { storedValue, useStoredValue } from '@/lib/storage/stored-value';
import { freeSpot } from './free-spot';
import { footprint, insideRoom, turnedAboutCentre } from './geometry';
import { modelSize } from './model-size';

/** The planner's plan, kept across reloads; `attached`: /inquiry sends it with the enquiry. */
export interface PlannerState {
  layout: PlanLayout;
  attached: boolean;
}

const DEFAULT_ROOM = { width: 8000, depth: 6000 } as const;
const EMPTY_LAYOUT: PlanLayout = { room: { ...DEFAULT_ROOM }, items: [] };

const isKnownModel = (model: string) => findModel(model)?.model === model;

function parseState(raw: unknown): PlannerState | null {
  if (!raw || typeof raw !== 'object') return null;
  const layout = checkLayout((raw as Record<string, unknown>).layout);
  if (!layout) return null;
  // A model since dropped from the catalogue leaves the plan, not the page broken.
  layout.items = layout.items.filter((item) => isKnownModel(item.model));
  return { layout, attached: (raw as Record<string, unknown>).attached === true };
}

export const plannerState = storedValue<PlannerState>(
  'cc-planner',
  { layout: EMPTY_LAYOUT, attached: false },
  parseState,
);

/** Every edit re-attaches the plan to the enquiry (a buyer who dropped it and drew again wants it). */
const edit = (change: (layout: PlanLayout) => PlanLayout) =>
  plannerState.set((state) => ({ layout: change(state.layout), attached: true }));

function keptInside(before: LayoutItem, after: LayoutItem, room: PlanLayout['room']): LayoutItem {
  const size = modelSize(before.model);
  if (!insideRoom(footprint(before, size), room)) return after;
  const { w, d } = footprint(after, size);
  return {
    ...after,
    x: Math.min(Math.max(0, after.x), Math.max(0, room.width - w)),
    y: Math.min(Math.max(0, after.y), Math.max(0, room.depth - d)),
  };
}

const withItem = (index: number, change: (item: LayoutItem) => LayoutItem) =>
  edit((layout) => ({
    ...layout,
    items: layout.items.map((item, i) => (i === index ? change(item) : item)),
  }));

export const planActions = {
  setRoom: (room: PlanLayout['room']) => edit((layout) => ({ ...layout, room })),
  /** One unit of the model at the first free spot; answers its index. */
  place(model: string): number {
    let index = 0;
    edit((layout) => {
      index = layout.items.length;
      const spot = freeSpot(layout, modelSize(model), modelSize);
      return { ...layout, items: [...layout.items, { model, ...spot, rotation: 0 }] };
    });
    return index;
  },
  move: (index: number, x: number, y: number) =>
    withItem(index, (item) => ({ ...item, x: Math.round(x), y: Math.round(y) })),
  /** A quarter turn about the centre; a unit that stood inside the room stays inside (at a wall it slides off it). */
  turn: (index: number) =>
    edit((layout) => ({
      ...layout,
      items: layout.items.map((item, i) =>
        i === index
          ? keptInside(item, turnedAboutCentre(item, modelSize(item.model)), layout.room)
          : item,
      ),
    })),
  remove: (index: number) =>
    edit((layout) => ({ ...layout, items: layout.items.filter((_, i) => i !== index) })),
  replace: (layout: PlanLayout) => plannerState.set({ layout, attached: true }),
  clear: () => plannerState.set({ layout: EMPTY_LAYOUT, attached: false }),
  /** /inquiry's 移除布局图: the plan stays in the planner, the enquiry goes without it. */
  detach: () => plannerState.set((state) => ({ ...state, attached: false })),
};

export const usePlannerState = () => useStoredValue(plannerState);

/** The layout /inquiry sends: the planner's plan while attached and not empty. */
export function useAttachedLayout(): PlanLayout | null {
  const { layout, attached } = usePlannerState();
  return attached && layout.items.length > 0 ? layout : null;
}

export { isKnownModel };
