import { seriesDataModule, type SeriesCtype } from '@/config/series';
import type { SeriesData } from '@/content/series-data';
import { loadOnceEach } from '@/lib/async/load-once';

/**
 * Each series as a chunk of its own (src/content/series/<ctype>.ts), so a model page's first visit
 * carries its own series, not all seven (the catalogue and the series' copy: about 6 KB of brotli).
 * Pages that show every series import the catalogue itself.
 */
const modules = import.meta.glob<{ series: SeriesData }>('/src/content/series/*.ts');

/**
 * The series' data, fetched once (again after a failure). A page loaded with its data
 * (src/app/page-data.ts) renders at once, hydration included, instead of suspending.
 */
export const loadSeriesData = loadOnceEach((ctype: SeriesCtype): Promise<SeriesData> => {
  const load = modules[`/${seriesDataModule(ctype)}`];
  if (!load) return Promise.reject(new Error(`no series data module for ${ctype}`));
  return load().then((module) => module.series);
});
