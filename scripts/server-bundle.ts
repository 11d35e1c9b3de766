// The server bundle of src/entry-server.tsx that a build writes to <outDir>-ssr (scripts/build.ts):
// what the prerender and the build read from it. Typed by hand: the app's own types need the DOM's,
// which the Node scripts do not load (tsconfig.node.json), so this lists the exports used.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageInstance } from '../src/config/route-pages.ts';

/** A prerendered URL (src/seo/public-routes.ts) with the page module whose files it loads. */
export interface PublicRoute extends PageInstance {
  module: string;
}

/** The site facts the prerender writes into each page's head (src/config/site.ts). */
interface Site {
  name: string;
  title: string;
  description: string;
}

export interface ServerBundle {
  render: (url: string, options?: { shell?: boolean }) => Promise<{ html: string }>;
  /** The inline start-up script of every page's <head> (src/app/early-taps/inline.ts). */
  EARLY_TAPS_SCRIPT: string;
  PRINT_BRAND: { masthead: string; colophon: string };
  PUBLIC_ROUTES: PublicRoute[];
  SHELL_PATHS: string[];
  SHELL_ROUTES: { path: string; module: string }[];
  pageDataModules: (url: string, options?: { later?: boolean }) => string[];
  structuredData: (route: PublicRoute) => object[];
  site: Site;
  /** The footer's text (src/config/site-footer.ts), for the sample-fact report. */
  siteFooter: object;
  env: object;
  siteOrigin: string;
  sampleFacts: (sources: Record<string, unknown>) => unknown[];
  sampleFactsReport: (facts: unknown[], mode: string) => string;
}

/** The server bundle the build wrote to `ssrDir`. */
export const loadServerBundle = async (ssrDir: string): Promise<ServerBundle> =>
  (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as ServerBundle;
