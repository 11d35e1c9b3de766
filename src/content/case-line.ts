import { findModel } from './catalogue';
import type { CaseSector, InstalledItem } from './case-studies';

/**
 * Which of a case's installed models its render lines up against the wall (scripts/renders):
 * in the order the case lists them, leaving out fume purifiers (they hang from the ceiling or stand
 * on the roof) and any unit that would make the line wider than MAX_LINE_M, where units get too
 * small for the picture. A hot line (any stove, or any hotel's) stands under a canopy hood.
 */
const MAX_LINE_M = 7.4;
const OFF_THE_LINE = new Set(['youyanjinghua']);

/** A scene entry as the render script takes it (see SCENE_MODELS in kitchen-scenes.ts). */
export interface CaseLine {
  models: string[];
  hood: boolean;
  room: 'kitchen';
  /** The sector's room and prop (build-scene's scene dressing). */
  sector: CaseSector;
}

export function caseLine(installed: InstalledItem[], sector: CaseSector): CaseLine {
  const models: string[] = [];
  let width = 0;
  for (const { model } of installed) {
    const entry = findModel(model);
    if (!entry || OFF_THE_LINE.has(entry.ctype) || models.includes(entry.model)) continue;
    const next = width + entry.dimensionsMm.width / 1000;
    if (next > MAX_LINE_M) continue;
    models.push(entry.model);
    width = next;
  }
  // A hotel's line is its hot kitchen: always under a canopy.
  const hood =
    sector === 'hotel' || models.some((model) => findModel(model)!.ctype === 'shangyongzaotai');
  return { models, hood, room: 'kitchen', sector };
}
