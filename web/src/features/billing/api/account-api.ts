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

export function createUser(user: NewUser): Promise<User> {
  return api.post<User>('/auth/users/', user);
}
