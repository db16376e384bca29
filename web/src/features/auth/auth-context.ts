import { createContext } from 'react';
import type { UserProfile } from './auth-types.js';

export interface AuthState {
  /** The signed-in user; null for a visitor. */
  user: UserProfile | null;
  /** The stored API token, if any (a token whose profile check failed still leaves a visitor). */
  token: string | null;
  isAuthenticated: boolean;
  /** True until the start-up profile check ends. */
  loading: boolean;
  /** Stores the token; loads the profile when the login answer carried no user. */
  login: (token: string, user?: UserProfile | null) => void;
  /** Tells the server (failure ignored), then forgets the token and the user. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
