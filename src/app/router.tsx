import { loadPage } from './page-loader';
import { pagesAt } from './router-table';

/**
 * Loads the page chunks the current URL needs, and the data they read (src/app/page-data.ts),
 * before the first render, so a prerendered page hydrates with the same tree the server rendered
 * and a fresh render shows no blank frame.
 */
export async function loadPagesAt(pathname: string): Promise<void> {
  const { pages, data } = pagesAt(pathname);
  await Promise.all([...pages.map(loadPage), ...data.map((each) => each.load())]);
}
