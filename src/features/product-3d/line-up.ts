import type * as THREE from 'three';
import type { CatalogueModel } from '@/content/catalogue/types';
import { buildModel } from './build-model';

export interface LinedUpUnit {
  model: CatalogueModel;
  /** The model's geometry, centred on its place along x (callers set y and z). */
  object: THREE.Group;
  /** Left edge and width along x (m). */
  left: number;
  width: number;
}

/** Catalogue models side by side at their true widths, `gap` m apart, the row centred on x = 0. */
export function lineUp(
  models: CatalogueModel[],
  gap: number,
): { units: LinedUpUnit[]; total: number } {
  const widths = models.map((m) => m.dimensionsMm.width / 1000);
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, models.length - 1);
  let left = -total / 2;
  const units = models.map((model, i) => {
    const width = widths[i]!;
    const object = buildModel(model);
    object.position.x = left + width / 2;
    const unit = { model, object, left, width };
    left += width + gap;
    return unit;
  });
  return { units, total };
}
