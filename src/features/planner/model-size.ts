import { findModel } from '@/content/catalogue';
import type { Size } from './geometry';

/** A placed model's width and depth in mm, from the catalogue (decoded plans hold known models only). */
export function modelSize(model: string): Size {
  const found = findModel(model);
  if (!found) throw new Error(`planner: no model ${model} in the catalogue`);
  return { width: found.dimensionsMm.width, depth: found.dimensionsMm.depth };
}
