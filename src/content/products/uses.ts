import type { CatalogueModel } from '../catalogue/types';
import type { SeriesContent, SeriesUse } from './types';

/** The uses that speak of the model: of its sectors, naming it or naming no model. */
export const fittingUses = (model: CatalogueModel, series: SeriesContent): SeriesUse[] =>
  series.uses.filter(
    (use) =>
      use.sectors.some((s) => model.sectors.includes(s)) &&
      (!use.models || use.models.includes(model.model)),
  );

/**
 * The series' uses a model page shows: those of the model's sectors that name the model or name
 * no model (a 炒灶 page never tells of 大锅灶); the general ones if none fits.
 */
export function usesOf(model: CatalogueModel, series: SeriesContent): SeriesUse[] {
  const fits = fittingUses(model, series);
  return fits.length === 0 ? series.uses.filter((use) => !use.models) : fits;
}
