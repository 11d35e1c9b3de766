import type { CatalogueModel } from './catalogue/types';
import type { SeriesContent } from './products/types';

/**
 * One series' models and page copy: all a model page reads of the catalogue. Each series is a
 * module of its own (src/content/series/<ctype>.ts), loaded by src/features/catalogue/series-data.ts.
 */
export interface SeriesData {
  models: CatalogueModel[];
  content: SeriesContent;
}
