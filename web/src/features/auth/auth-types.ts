/** GET /usermanagement/profile/ */
export interface UserProfile {
  id: number;
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  country?: string;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /auth/token/login/ answers `auth_token` (or `token`) and the user. */
export interface LoginResponse {
  auth_token?: string;
  token?: string;
  user?: UserProfile;
}
