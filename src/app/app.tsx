import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/session/session';
import { AppRoutes } from './router-table';

/** Composition root. No antd here: it loads with the login modal and the customer centre only. */
export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
