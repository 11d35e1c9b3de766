import type { Params } from 'react-router-dom';
import { isSeriesCtype, seriesDataModule } from '@/config/series';
import { loadSeriesData } from '@/content/series-data';

/** Data a page reads as it renders, apart from its chunk: how to load it, and its source file. */
export interface PageData {
  load: () => Promise<unknown>;
  module: string;
}

/**
 * By route id (src/config/routes.ts): the data a page's URL needs besides the page's chunk. It is
 * fetched beside the chunk, never after it: before the first render (loadPagesAt), on a visit
 * within the app (LazyPage), and in the first visit's files the prerender lists.
 */
const PAGE_DATA: Record<string, (params: Params) => PageData | undefined> = {
  // A model page: its own series only.
  model: ({ ctype }) =>
    isSeriesCtype(ctype)
      ? { load: () => loadSeriesData(ctype), module: seriesDataModule(ctype) }
      : undefined,
};

export const pageData = (routeId: string, params: Params): PageData | undefined =>
  PAGE_DATA[routeId]?.(params);
