import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { removeToken, setToken } from '@/lib/auth/token';
import { SessionContext, SessionProvider, type Session } from '@/lib/session/session';

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
    promptLogin: () => {},
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

interface AppOptions {
  /** Initial URL, e.g. '/ucenter'. */
  url?: string;
  /** Logged in with this token (the User-Token cookie, as after a login); anonymous without. */
  token?: string;
  /** Child routes: `ui` is then the layout at '/' and renders an <Outlet />. */
  children?: RouteObject[];
}

/**
 * Renders `ui` as the app runs it: a memory router inside the real SessionProvider, calling the API
 * through whatever msw server the test file runs (`setupMockApi()` of src/mocks/test-helpers for the
 * shared contract handlers; a token from `demoToken()` there opens a demo customer's session).
 */
export function renderApp(ui: ReactElement, { url = '/', token, children }: AppOptions = {}) {
  if (token) setToken(token);
  else removeToken();
  const routes = children ? [{ path: '/', element: ui, children }] : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, router };
}
