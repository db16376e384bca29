import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Events, type SubscriptionChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { ALERTED_STATUSES } from '../alerts/alert-rules.js';
import { RaisedAlertsRepository } from '../alerts/raised-alerts.repository.js';

/**
 * Keeps each owner's subscription status from billing.subscription.changed.v1, for the feeds: a
 * lapsed subscription keeps the lists but stops the feeds (issue 21 §1). billing numbers its events
 * per user; one upsert that keeps only a newer revision makes arrival order irrelevant. A status
 * that lapsed drops the owner's unsent alert mails and their alerts (issue 22 §2); no new ones are raised.
 */
@EventConsumer({ durable: 'watchlists-owner-access', event: Events.subscriptionChanged })
export class OwnerAccessConsumer implements EventHandler<typeof SubscriptionChangedSchema, Prisma.TransactionClient> {
  constructor(private readonly alerts: RaisedAlertsRepository) {}

  async handle({ id, data: change }: DecodedEvent<typeof SubscriptionChangedSchema>, tx: Prisma.TransactionClient) {
    if (!change.changedAt) throw new Error(`event ${id} lacks its change time`);
    await tx.$executeRaw`
      INSERT INTO owner_access (owner_id, status, revision, updated_at)
      VALUES (${change.userId}, ${change.status}, ${change.revision}, ${timestampDate(change.changedAt)})
      ON CONFLICT (owner_id) DO UPDATE SET status = EXCLUDED.status, revision = EXCLUDED.revision, updated_at = EXCLUDED.updated_at
      WHERE owner_access.revision < EXCLUDED.revision`;
    const access = await tx.ownerAccess.findUnique({ where: { ownerId: change.userId } });
    if (access && !ALERTED_STATUSES.includes(access.status)) await this.alerts.dropUnsent(tx, change.userId);
  }
}
