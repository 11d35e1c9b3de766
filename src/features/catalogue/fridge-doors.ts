import type { ModelOf } from '@/content/catalogue/types';

/**
 * How a fridge's doors stand: an upright (taller than 1.2 m) has two rows once it has two doors, a
 * counter fridge one row. One rule for the 3D model and the 尺寸图, so that they agree.
 */
export function fridgeDoorGrid({
  doors,
  dimensionsMm,
}: Pick<ModelOf<'lenggui'>, 'doors' | 'dimensionsMm'>) {
  const upright = dimensionsMm.height > 1200;
  const rows = upright && doors >= 2 ? 2 : 1;
  return { upright, rows, columns: Math.max(1, Math.round(doors / rows)) };
}
