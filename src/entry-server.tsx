import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { loadPagesAt } from '@/app/router';
import { layoutRoute, pagesAt, routes } from '@/app/router-table';
import { loadLayoutParts } from '@/app/page-data';
import { ShellPage } from '@/app/shell-page';
import { PrintColophon } from '@/components/layout/print-brand/print-colophon';
import { PrintMasthead } from '@/components/layout/print-brand/print-masthead';
import { env } from '@/config/env';
import { SessionProvider } from '@/lib/session/session';

export { PUBLIC_ROUTES, SHELL_PATHS, SHELL_ROUTES } from '@/seo/public-routes';
export { structuredData } from '@/seo/structured-data';
export { site } from '@/config/site';
export { siteFooter } from '@/config/site-footer';
export { env } from '@/config/env';
export { sampleFacts, sampleFactsReport } from '@/config/release-check';
export { EARLY_TAPS_SCRIPT } from '@/app/early-taps/inline';
export const siteOrigin = env.siteOrigin;

/** The print-only letterhead and address line, written around #root in every HTML file. */
export const PRINT_BRAND = {
  masthead: renderToString(<PrintMasthead />),
  colophon: renderToString(<PrintColophon />),
};

/**
 * The source files of the data a URL's page reads besides its chunk (src/app/page-data.ts): those
 * a first visit fetches with the app, and (`later`) those it fetches as hydration starts.
 */
export const pageDataModules = (url: string, { later = false } = {}): string[] =>
  pagesAt(new URL(url, env.siteOrigin).pathname)
    .data.filter((data) => Boolean(data.later) === later)
    .map((data) => data.module);

/** The app shell's table: the layout around a loading line, at any path. */
const shellRoutes = [layoutRoute([{ path: '*', element: <ShellPage /> }])];

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * Renders one URL of the app to HTML for the build-time prerender (scripts/prerender.ts); with
 * `shell`, the layout around a loading line instead of the page (the app shell).
 */
export async function render(url: string, { shell = false } = {}): Promise<{ html: string }> {
  // The page's chunk first, so it renders at once (not its Suspense fallback).
  if (!shell) await loadPagesAt(new URL(url, env.siteOrigin).pathname, { later: 'await' });
  else await loadLayoutParts();
  const html = renderToString(
    <SessionProvider>
      <StaticRouter location={url}>
        <Routes table={shell ? shellRoutes : routes} />
      </StaticRouter>
    </SessionProvider>,
  );
  // React leaves a Suspense boundary whose content threw to the browser, marked <!--$!-->.
  if (html.includes('<!--$!-->'))
    throw new Error(`prerender ${url}: the page threw while rendering`);
  return { html };
}
