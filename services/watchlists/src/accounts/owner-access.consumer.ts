import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Events, type SubscriptionChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Keeps each owner's subscription status from billing.subscription.changed.v1, for the feeds: a
 * lapsed subscription keeps the lists but stops the feeds (issue 21 §1). billing numbers its events
 * per user; one upsert that keeps only a newer revision makes arrival order irrelevant.
 */
@EventConsumer({ durable: 'watchlists-owner-access', event: Events.subscriptionChanged })
export class OwnerAccessConsumer implements EventHandler<typeof SubscriptionChangedSchema, Prisma.TransactionClient> {
  async handle({ id, data: change }: DecodedEvent<typeof SubscriptionChangedSchema>, tx: Prisma.TransactionClient) {
    if (!change.changedAt) throw new Error(`event ${id} lacks its change time`);
    await tx.$executeRaw`
      INSERT INTO owner_access (owner_id, status, revision, updated_at)
      VALUES (${change.userId}, ${change.status}, ${change.revision}, ${timestampDate(change.changedAt)})
      ON CONFLICT (owner_id) DO UPDATE SET status = EXCLUDED.status, revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at
      WHERE owner_access.revision < EXCLUDED.revision`;
  }
}
