import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/session/session';

/** Composition root. No antd here: it loads with the login modal and the customer centre only. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
