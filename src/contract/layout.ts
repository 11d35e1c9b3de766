/**
 * The kitchen layout an enquiry may carry (UI contract, "Kitchen planner"): the room and the units
 * placed in it, in millimetres from the room's top-left corner (x right, y towards the viewer of
 * the plan), each unit's position the top-left corner of its footprint as turned.
 */
export interface LayoutItem {
  model: string;
  x: number;
  y: number;
  /** Degrees clockwise: 0, 90, 180 or 270. */
  rotation: Rotation;
}

type Rotation = 0 | 90 | 180 | 270;

export interface PlanLayout {
  room: { width: number; depth: number };
  items: LayoutItem[];
}

export const LAYOUT_LIMITS = {
  minRoomMm: 2000,
  maxRoomMm: 30_000,
  maxItems: 60,
} as const;

const ROTATIONS: readonly number[] = [0, 90, 180, 270];

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export const isRoomSize = (value: unknown): value is number =>
  isInt(value, LAYOUT_LIMITS.minRoomMm, LAYOUT_LIMITS.maxRoomMm);

/** A layout as sent or stored, checked: the clean layout or null. Positions may lie outside the room (the planner flags them). */
export function checkLayout(raw: unknown): PlanLayout | null {
  if (!raw || typeof raw !== 'object') return null;
  const { room, items } = raw as Record<string, unknown>;
  if (!room || typeof room !== 'object') return null;
  const { width, depth } = room as Record<string, unknown>;
  if (!isRoomSize(width) || !isRoomSize(depth)) return null;
  if (!Array.isArray(items) || items.length > LAYOUT_LIMITS.maxItems) return null;
  const clean: LayoutItem[] = [];
  const limit = LAYOUT_LIMITS.maxRoomMm * 2;
  for (const item of items as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { model, x, y, rotation } = item as Record<string, unknown>;
    if (typeof model !== 'string' || !/^[A-Z0-9-]{1,40}$/.test(model)) return null;
    if (!isInt(x, -limit, limit) || !isInt(y, -limit, limit)) return null;
    if (typeof rotation !== 'number' || !ROTATIONS.includes(rotation)) return null;
    clean.push({ model, x, y, rotation: rotation as Rotation });
  }
  return { room: { width, depth }, items: clean };
}
