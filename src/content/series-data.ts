import { seriesDataModule, type SeriesCtype } from '@/config/series';
import type { CatalogueModel } from './catalogue/types';
import type { SeriesContent } from './products/types';

/** One series' models and page copy: all a model page reads of the catalogue. */
export interface SeriesData {
  models: CatalogueModel[];
  content: SeriesContent;
}

/**
 * Each series as a chunk of its own (src/content/series/<ctype>.ts), so a model page's first visit
 * carries its own series, not all seven (the catalogue and the series' copy: about 6 KB of brotli).
 * Pages that show every series import the catalogue itself.
 */
const modules = import.meta.glob<{ series: SeriesData }>('/src/content/series/*.ts');

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const loading = new Map<SeriesCtype, Settled<SeriesData>>();

/**
 * The series' data, fetched once (again after a failure). The promise carries its value once
 * fulfilled, as React's `use` reads it: a page loaded with its data (src/app/page-data.ts) renders
 * at once, hydration included, instead of suspending.
 */
export function loadSeriesData(ctype: SeriesCtype): Promise<SeriesData> {
  const known = loading.get(ctype);
  if (known) return known;
  const load = modules[`/${seriesDataModule(ctype)}`];
  if (!load) throw new Error(`no series data module for ${ctype}`);
  const promise: Settled<SeriesData> = load().then((module) => module.series);
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => loading.delete(ctype),
  );
  loading.set(ctype, promise);
  return promise;
}
