import { api } from '../../api/api-client.js';
import type { LoginCredentials, LoginResponse, UserProfile } from './auth-types.js';

export function requestLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/token/login/', credentials);
}

export function requestLogout(): Promise<void> {
  return api.post<void>('/auth/token/logout/');
}

export function fetchProfile(): Promise<UserProfile> {
  return api.get<UserProfile>('/usermanagement/profile/');
}

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
