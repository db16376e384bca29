import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api-client.js';
import type { LoginCredentials, LoginResponse, UserProfile } from './auth-types.js';

export function requestLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/token/login/', credentials);
}

export function requestLogout(): Promise<void> {
  return api.post<void>('/auth/token/logout/');
}

/** Djoser's account deletion: the current password confirms it; the token ends with the account. */
export function requestAccountDeletion(currentPassword: string): Promise<void> {
  return api.request<void>('/auth/users/me/', { method: 'DELETE', body: { current_password: currentPassword } });
}

export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>('/usermanagement/profile/', { signal });
}

export const authKeys = {
  /** The signed-in user's profile; who is signed in goes in front, as in every key. */
  profile: (viewer: string) => [viewer, 'auth', 'profile'] as const,
};

/**
 * The profile query, shared by the auth provider and the profile screen. The profile changes only
 * through this app's own login, so it is never stale on its own.
 */
export const profileQuery = (viewer: string) =>
  queryOptions({
    queryKey: authKeys.profile(viewer),
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: Infinity,
  });

export function requestPasswordReset(email: string): Promise<void> {
  return api.post<void>('/auth/users/reset_password/', { email });
}

export interface PasswordResetConfirmation {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}

export function confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<void> {
  return api.post<void>('/auth/users/reset_password_confirm/', confirmation);
}
