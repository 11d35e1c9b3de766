import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth/auth-context';
import { router } from './router';

/** Composition root. No antd here: it loads with the login modal and the customer centre only. */
export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
