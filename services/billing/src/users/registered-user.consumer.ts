import { Events, type UserRegistered } from '@mc/proto';
import type { ConsumerDefinition } from '@mc/runtime';

/**
 * billing's copy of each account, from identity.user.registered.v1: the older sign-up flow names
 * a user by id alone, and the trial reminder needs an address. Registration time is the event's,
 * which bounds how long that flow stays open for a new account.
 */
export const registeredUserConsumer: ConsumerDefinition = {
  durable: 'billing-users',
  events: [Events.userRegistered],
  handle: async (event, tx) => {
    const user = event.data as UserRegistered;
    await tx.$executeRawUnsafe(
      `INSERT INTO users (id, username, email, registered_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET username = EXCLUDED.username, email = EXCLUDED.email,
         registered_at = COALESCE(users.registered_at, EXCLUDED.registered_at)`,
      user.userId,
      user.username,
      user.email,
      event.occurredAt,
    );
  },
};
