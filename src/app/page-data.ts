import type { Params } from 'react-router-dom';
import { FOOTER_MODULE, loadFooter } from '@/components/layout/site-footer/footer-later-part';
import type { RouteKey } from '@/config/routes';
import { isSeriesCtype, seriesDataModule } from '@/config/series';
import { loadSeriesData } from '@/features/catalogue/series-data';
import { HOME_LATER_MODULE, loadHomeLater } from '@/pages/home/home-later-part';
import { loadModelLater, MODEL_LATER_MODULE } from '@/pages/model/model-later-part';

/** What a page reads as it renders, apart from its chunk: how to load it, and its source file. */
export interface PageData {
  load: () => Promise<unknown>;
  module: string;
  /**
   * A part below the first screen, read inside HydrateLater: a first visit fetches it as hydration
   * starts, not before (the prerender inlines its CSS and lists no code of it), and React hydrates
   * it once it has come. Before a fresh render, and on a visit within the app, it loads with the
   * page.
   */
  later?: boolean;
}

/**
 * By route id (src/config/routes.ts): the data a page's URL needs besides the page's chunk. It is
 * fetched beside the chunk, never after it: before the first render (loadPagesAt), on a visit
 * within the app (LazyPage), and in the first visit's files the prerender lists; a later part
 * (above) as hydration starts.
 */
const PAGE_DATA: Partial<Record<RouteKey, (params: Params) => PageData[]>> = {
  // The home page: its part below the hero.
  home: () => [{ load: loadHomeLater, module: HOME_LATER_MODULE, later: true }],
  // A model page: its own series only, and its part below the first screen.
  model: ({ ctype }) =>
    isSeriesCtype(ctype)
      ? [
          { load: () => loadSeriesData(ctype), module: seriesDataModule(ctype) },
          { load: loadModelLater, module: MODEL_LATER_MODULE, later: true },
        ]
      : [],
};

/** By any route's id: a route outside the manifest (a test's) has none. */
const byId: Partial<Record<string, (params: Params) => PageData[]>> = PAGE_DATA;

export const pageData = (routeId: string, params: Params): PageData[] =>
  byId[routeId]?.(params) ?? [];

/**
 * The layout's own later parts, around every page: the footer. The same rules as a page's later
 * part; src/app/router-table.tsx adds them to every URL's data.
 */
export const LAYOUT_DATA: readonly PageData[] = [
  { load: loadFooter, module: FOOTER_MODULE, later: true },
];

/** Loads the layout's later parts (the prerender of the app shell, which renders no page). */
export const loadLayoutParts = () => Promise.all(LAYOUT_DATA.map((each) => each.load()));
