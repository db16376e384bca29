import type { User } from '@mc/api';
import { api } from '../../../api/api-client.js';

/** POST /auth/users/ (Djoser): 201 with the new user's id. */
export interface NewUser {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  country?: string;
}

/**
 * The account starts in the browser's time zone: it travels beside Djoser's form, not in it, and
 * the bff answers the same user either way (identity uses New York for a zone it does not know).
 */
export function createUser(user: NewUser): Promise<User> {
  const timeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api.post<User>('/auth/users/', user, timeZone ? { headers: { 'X-Time-Zone': timeZone } } : undefined);
}
