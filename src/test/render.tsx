import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SessionContext, type Session } from '@/lib/session/session';

interface RenderOptions {
  /** Initial URL, e.g. '/product?ctype=lenggui'. */
  url?: string;
  /** Session fields to override (anonymous, modal closed, no-op actions otherwise). */
  session?: Partial<Session>;
  /** Extra routes (e.g. a page at its real path); `ui` is rendered at '*' otherwise. */
  routes?: RouteObject[];
}

/** Renders `ui` inside a memory router and a session (anonymous unless overridden). */
export function renderWithRouter(
  ui: ReactElement,
  { url = '/', session, routes }: RenderOptions = {},
): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const value: Session = {
    token: session?.loggedIn ? 'test-token' : null,
    loggedIn: false,
    profile: null,
    login: () => {},
    logout: () => {},
    loginOpen: false,
    openLogin: () => {},
    closeLogin: () => {},
    ...session,
  };
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [url],
  });
  const result = render(
    <SessionContext.Provider value={value}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
  return { ...result, router };
}
