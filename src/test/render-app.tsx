import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '@/lib/session/session';
import { loadPagesAt } from '@/app/router';
import { routes } from '@/app/router-table';

/**
 * As the app boots to render afresh: the URL's page chunk and its later parts first (a page
 * suspending inside RTL's act never resumes).
 */
export async function renderAt(url: string) {
  await loadPagesAt(new URL(url, 'http://x').pathname, { later: 'await' });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}
