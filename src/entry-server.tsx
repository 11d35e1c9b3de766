import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { layoutRoute, routes } from '@/app/router-table';
import { ShellPage } from '@/app/shell-page';
import { PrintColophon } from '@/components/layout/print-brand/print-colophon';
import { PrintMasthead } from '@/components/layout/print-brand/print-masthead';
import { env } from '@/config/env';
import { SessionProvider } from '@/lib/session/session';

export { PUBLIC_ROUTES, SHELL_PATHS, SHELL_ROUTES } from '@/seo/public-routes';
export { structuredData } from '@/seo/structured-data';
export { site } from '@/config/site';
export { EARLY_TAPS_SCRIPT } from '@/app/early-taps/inline';
export const siteOrigin = env.siteOrigin;

/** The print-only letterhead and address line, written around #root in every HTML file. */
export const PRINT_BRAND = {
  masthead: renderToString(<PrintMasthead />),
  colophon: renderToString(<PrintColophon />),
};

/** The app shell's table: the layout around a loading line, at any path. */
const shellRoutes = [layoutRoute([{ path: '*', element: <ShellPage /> }])];

/**
 * Renders one URL of the app to HTML for the build-time prerender (scripts/prerender.mjs); with
 * `shell`, the layout around a loading line instead of the page (the app shell).
 */
export async function render(
  url: string,
  { shell = false } = {},
): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(shell ? shellRoutes : routes);
  const context = await handler.query(new Request(new URL(url, env.siteOrigin)));
  if (context instanceof Response) throw new Error(`prerender ${url}: unexpected redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <SessionProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SessionProvider>,
  );
  return { html, status: context.statusCode };
}
