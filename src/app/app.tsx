import { RouterProvider } from 'react-router-dom';
import { router } from './router';

/** Composition root. No antd here: it loads with the login modal and the customer centre only. */
export function App() {
  return <RouterProvider router={router} />;
}
