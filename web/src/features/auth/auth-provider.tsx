import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isDeadToken } from '../../api/api-errors.js';
import { forgetDeadToken, readStoredToken, removeStoredToken, storeToken } from '../../api/token-storage.js';
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
    // (A dead token is logged where it is forgotten, below.)
    if (profile.isError && !isDeadToken(profile.error))
      console.warn('Profile check failed; continuing as a visitor.', profile.error);
  }, [profile.isError, profile.error]);

  // A token the API no longer knows ("Invalid token.", after a password reset say) makes a visitor on
  // every screen: any read that hears it forgets the token, so the next ones ask as a visitor.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error' || !isDeadToken(event.action.error)) return;
        const deadViewer = event.query.queryKey[0];
        console.warn('The API no longer knows the stored token (Invalid token.); continuing as a visitor.');
        forgetDeadToken();
        setToken(null);
        if (deadViewer !== 'everyone')
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === deadViewer && query !== event.query });
      }),
    [queryClient],
  );

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
