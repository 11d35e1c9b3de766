// #root's data attributes (src/config/start-up.ts), as the specs read them from a page's HTML.
import { ROOT_MODULES, rootAttribute, type RootData } from '../src/config/start-up.ts';

/** The value of one of #root's data attributes in a page's HTML, as written (escaped). */
export const rootDataOf = (html: string, key: RootData): string | undefined =>
  new RegExp(`\\s${rootAttribute(key)}="([^"]*)"`).exec(html)?.[1];

/** The chunks a page's HTML lists on #root for the app to fetch after its first paint. */
export const listedModules = (html: string): string[] | undefined =>
  rootDataOf(html, ROOT_MODULES)?.split(' ');
