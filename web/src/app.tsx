import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from './features/auth/auth-provider.js';

export function App({ router }: { router: DataRouter }) {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
