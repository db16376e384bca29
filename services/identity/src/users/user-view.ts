import type { User as UserRow } from '../generated/prisma/client.js';

/** What every answer shows of a user: the spec's profile fields and Djoser's `id`. */
export type UserFields = Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'country'>;

export const userView = (user: UserFields) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
});
