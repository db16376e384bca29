import type { User } from '@mc/proto';
import type * as Api from '@mc/api';

/** The user as the spec's client reads it (Djoser's snake_case fields). */
export const userJson = (user: User): Api.User => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  country: user.country,
});
