import type * as THREE from 'three';
import { label } from './kit/plates';
import type { LinedUpUnit } from './line-up';

/**
 * A case kitchen's delivered list, where the buyer would see it: over each unit a zone sign
 * naming its series and how many of it the case delivered (`保温台 ×6`), on the wall above the
 * unit, or on the canopy hood's front where the unit stands under it.
 */
export function deliverySigns(
  units: LinedUpUnit[],
  signs: string[],
  hood: { from: number; to: number; front: number } | null,
): THREE.Object3D[] {
  return units.flatMap(({ model, left, width }, i) => {
    const text = signs[i];
    if (!text) return [];
    const x = left + width / 2;
    const plate = { lines: [text], background: '#0a2f5c', color: '#ffffff', resolution: 900 };
    const w = Math.min(0.62, width * 0.9);
    if (hood && x > hood.from && x < hood.to)
      return [label(w, 0.15, plate, x, 2.27, hood.front, 'sign')];
    const top = model.dimensionsMm.height / 1000;
    return [label(w, 0.15, plate, x, Math.min(top + 0.22, 2.45), 0.002, 'sign')];
  });
}
