import { checkLayout, type PlanLayout } from '@/contract';

/**
 * The plan in a URL (`/planner?plan=…`): compact, readable and versioned, with only characters a
 * URL keeps as they are. Version 1: `1~{width}~{depth}~{MODEL}.{x}.{y}.{quarter turns}~…`,
 * e.g. `1~8000~6000~CC-LG-4D.0.0.0~CC-ZT-2C.3000.1200.1`.
 */
const VERSION = '1';
const MAX_LENGTH = 4000;

export function encodePlan(layout: PlanLayout): string {
  const units = layout.items.map(
    (item) => `${item.model}.${item.x}.${item.y}.${item.rotation / 90}`,
  );
  return [VERSION, layout.room.width, layout.room.depth, ...units].join('~');
}

const int = (text: string | undefined) => (text && /^-?\d+$/.test(text) ? Number(text) : NaN);

/**
 * The plan a `?plan=` value holds, or null when it is not one: another version, a malformed or
 * truncated value, a size out of range, or a model the catalogue does not have.
 */
export function decodePlan(
  code: string,
  isKnownModel: (model: string) => boolean,
): PlanLayout | null {
  if (code.length > MAX_LENGTH) return null;
  const [version, width, depth, ...units] = code.split('~');
  if (version !== VERSION) return null;
  const items = units.map((unit) => {
    const [model, x, y, turns, ...rest] = unit.split('.');
    return rest.length > 0 ? null : { model, x: int(x), y: int(y), rotation: int(turns) * 90 };
  });
  if (items.some((item) => !item || !item.model || !isKnownModel(item.model))) return null;
  return checkLayout({ room: { width: int(width), depth: int(depth) }, items });
}
