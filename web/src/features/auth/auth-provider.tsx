import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readStoredToken, removeStoredToken, storeToken } from '../../api/token-storage.js';
import { fetchProfile, requestLogout } from './auth-api.js';
import { AuthContext, type AuthState } from './auth-context.js';
import type { UserProfile } from './auth-types.js';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const [user, setUser] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState<boolean>(() => token !== null);
  // Each login/logout starts a new generation, so a slow profile answer for an older session is dropped.
  const sessionGeneration = useRef(0);

  const loadProfile = useCallback(async () => {
    const generation = ++sessionGeneration.current;
    setLoading(true);
    try {
      const profile = await fetchProfile();
      if (generation === sessionGeneration.current) setUser(profile);
    } catch (error) {
      // Spec §4: a failed profile check is only logged; the user stays a visitor.
      console.warn('Profile check failed; continuing as a visitor.', error);
    } finally {
      if (generation === sessionGeneration.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (readStoredToken()) void loadProfile();
  }, [loadProfile]);

  const login = useCallback(
    (newToken: string, newUser?: UserProfile | null) => {
      storeToken(newToken);
      setToken(newToken);
      if (newUser) {
        sessionGeneration.current++;
        setUser(newUser);
        setLoading(false);
      } else {
        setUser(null);
        void loadProfile();
      }
    },
    [loadProfile],
  );

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The token is forgotten whatever the server answers.
    }
    sessionGeneration.current++;
    removeStoredToken();
    setToken(null);
    setUser(null);
    setLoading(false);
  }, []);

  const state = useMemo<AuthState>(
    () => ({ user, token, isAuthenticated: user !== null, loading, login, logout }),
    [user, token, loading, login, logout],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
