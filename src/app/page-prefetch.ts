import { loadPage } from './page-loader';
import { pagesAt } from './router-table';

/**
 * Fetches what a visit to `pathname` will wait for (its page chunks and the data they read,
 * src/app/page-data.ts), ahead of the visit and without the layout's progress bar. The visit then
 * finds them at hand and renders at the tap. Resolves once all have come or failed: a failure here
 * is the visit's to show, when it asks again.
 */
export function prefetchPage(pathname: string): Promise<void> {
  const { pages, data } = pagesAt(pathname);
  return Promise.all([
    ...pages.map((page) => loadPage(page, { ahead: true })),
    ...data.map((each) => each.load()),
  ]).then(
    () => undefined,
    () => undefined,
  );
}
