import { Events, type UserRegisteredSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * An account's address (identity.user.registered.v1), where its alert mails go (issue 22 §2).
 * identity has no change of address; a deleted account's goes with its lists (DeletedAccountsConsumer).
 */
@EventConsumer({ durable: 'watchlists-owner-emails', event: Events.userRegistered })
export class OwnerEmailConsumer implements EventHandler<typeof UserRegisteredSchema, Prisma.TransactionClient> {
  async handle({ data }: DecodedEvent<typeof UserRegisteredSchema>, tx: Prisma.TransactionClient) {
    const email = data.email.trim();
    if (!email) return;
    await tx.$executeRaw`INSERT INTO owner_emails (owner_id, email) VALUES (${data.userId}, ${email})
      ON CONFLICT (owner_id) DO UPDATE SET email = EXCLUDED.email`;
  }
}
