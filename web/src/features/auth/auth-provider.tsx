import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStoredToken, removeStoredToken, storeToken } from '../../api/token-storage.js';
import { viewerKey } from '../../api/viewer-key.js';
import { authKeys, profileQuery, requestLogout } from './auth-api.js';
import { AuthContext, type AuthState } from './auth-context.js';
import type { UserProfile } from './auth-types.js';

/**
 * The signed-in user is the profile query of the stored token. Its key names the token's viewer, so an
 * answer for an earlier session can never land in a later one.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readStoredToken);
  const viewer = viewerKey(token);
  const profile = useQuery({ ...profileQuery(viewer), enabled: token !== null });

  useEffect(() => {
    // Spec §4: a failed profile check is only logged; the user stays a visitor.
    if (profile.isError) console.warn('Profile check failed; continuing as a visitor.', profile.error);
  }, [profile.isError, profile.error]);

  const login = useCallback(
    (newToken: string, newUser?: UserProfile | null) => {
      if (newUser) queryClient.setQueryData(authKeys.profile(viewerKey(newToken)), newUser);
      storeToken(newToken);
      setToken(newToken);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The token is forgotten whatever the server answers.
    }
    removeStoredToken();
    setToken(null);
    // What the signed-out identity read is of no use to anyone else in this tab.
    queryClient.removeQueries({ queryKey: [viewer] });
  }, [queryClient, viewer]);

  const user = token === null ? null : (profile.data ?? null);
  const loading = token !== null && profile.isPending;
  const state = useMemo<AuthState>(
    () => ({ user, token, isAuthenticated: user !== null, loading, login, logout }),
    [user, token, loading, login, logout],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
