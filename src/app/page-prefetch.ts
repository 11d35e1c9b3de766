import { loadPagesAt } from './router';

/**
 * Fetches what a visit to `pathname` will wait for (its page chunks and all the data they read,
 * src/app/page-data.ts), ahead of the visit and without the layout's progress bar. The visit then
 * finds them at hand and renders at the tap. Resolves once all have come or failed: a failure here
 * is the visit's to show, when it asks again.
 */
export const prefetchPage = (pathname: string): Promise<void> =>
  loadPagesAt(pathname, { later: 'await', ahead: true }).catch(() => {});
