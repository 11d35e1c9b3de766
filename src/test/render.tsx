import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AccountContext, type AccountState } from '@/components/layout/account-context';

interface RenderOptions {
  /** Initial URL, e.g. '/product?ctype=lenggui'. */
  url?: string;
  account?: Partial<AccountState>;
  /** Extra routes (e.g. a page at its real path); `ui` is rendered at '*' otherwise. */
  routes?: RouteObject[];
}

/** Renders `ui` inside a memory router and an account context (anonymous unless overridden). */
export function renderWithRouter(
  ui: ReactElement,
  { url = '/', account, routes }: RenderOptions = {},
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const value: AccountState = {
    loggedIn: false,
    openLogin: () => {},
    logout: () => {},
    ...account,
  };
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [url],
  });
  const result = render(
    <AccountContext.Provider value={value}>
      <RouterProvider router={router} />
    </AccountContext.Provider>,
  );
  return { ...result, router };
}
