import type { User as UserRow } from '../generated/prisma/client.js';

/** The user as every answer shows it (the spec's profile fields, Djoser's `id`). */
export const userView = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  country: user.country,
});
