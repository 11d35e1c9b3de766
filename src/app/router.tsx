import { loadPage } from './page-loader';
import { pagesAt } from './router-table';

/**
 * Loads the page chunks the current URL needs, and the data they read (src/app/page-data.ts),
 * before the first render, so a prerendered page hydrates with the same tree the server rendered
 * and a fresh render shows no blank frame. `ahead`: ahead of a visit (./page-prefetch.ts), with no
 * progress bar (./page-loader.ts).
 */
export async function loadPagesAt(
  pathname: string,
  { later = 'start', ahead = false }: { later?: 'start' | 'await'; ahead?: boolean } = {},
): Promise<void> {
  const { pages, data } = pagesAt(pathname);
  // A later part (page-data.ts) is started now and awaited only where nothing is hydrated: before
  // a fresh render, and by the prerender.
  const awaited = data.filter((each) => !each.later || later === 'await');
  for (const each of data) if (!awaited.includes(each)) each.load().catch(() => {});
  await Promise.all([
    ...pages.map((page) => loadPage(page, { ahead })),
    ...awaited.map((each) => each.load()),
  ]);
}
