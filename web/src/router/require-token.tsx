import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { readStoredToken, sessionEndedByServer } from '../api/token-storage.js';

/**
 * Spec §4/§6: guarded screens need a stored token; without one the visitor goes to /restricted.
 * The check runs when the screen is entered and deliberately does not follow the auth context, so
 * logging out from a guarded screen goes where the logout sends the user (/login), not to /restricted.
 * A token the API called invalid while the screen was open (a password reset elsewhere) sends the
 * user to log in again, as the profile screen's failed fetch does (spec §2).
 */
export function RequireToken({ children }: { children?: ReactNode }) {
  if (!readStoredToken()) return <Navigate to={sessionEndedByServer() ? '/login' : '/restricted'} replace />;
  return children ?? <Outlet />;
}
