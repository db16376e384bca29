// The account endpoints' answers (spec §7, Djoser's JSON) as the bff sends them and the web reads them.
// Types only, import-free: the web imports them with `import type`, so nothing reaches its bundle.

/** A user as `POST /auth/users/`, `PUT /auth/users/{id}`, `GET /usermanagement/profile/` and login answer it. */
export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Two-letter country code, or empty when the user gave none. */
  country: string;
}

/** `POST /auth/token/login/` */
export interface LoginAnswer {
  auth_token: string;
  user: User;
}
