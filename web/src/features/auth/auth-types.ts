import type { LoginAnswer, User } from '@mc/api';

/** GET /usermanagement/profile/ */
export type UserProfile = User;

export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * POST /auth/token/login/. The bff answers `auth_token`; spec §3 has the client also accept a
 * token named `token`, so a login answer is read as either.
 */
export type LoginResponse = Partial<LoginAnswer> & { token?: string };
