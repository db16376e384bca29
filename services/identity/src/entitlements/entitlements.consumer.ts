import { timestampDate } from '@bufbuild/protobuf/wkt';
import { AccountChange, Events, type SubscriptionChangedSchema } from '@mc/proto';
import { EventConsumer, recordEvent, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Keeps each user's entitlement from billing.subscription.changed.v1. billing numbers its events
 * per user (`revision`); a redelivered or late event that is not newer than what is stored
 * changes nothing, so arrival order does not matter. (The runtime already skips event ids it
 * has applied.) One upsert statement rather than Prisma's read-then-write: two replicas applying
 * two revisions of one user at once must still end with the newer one. A stored change is told to
 * the bff replicas (identity.account.changed.v1) only now, once authentication answers it: a bff
 * that forgot the user on billing's event alone could read the old entitlement again in between.
 */
@EventConsumer({ durable: 'identity-entitlements', event: Events.subscriptionChanged })
export class EntitlementsConsumer implements EventHandler<typeof SubscriptionChangedSchema, Prisma.TransactionClient> {
  async handle({ id, data: change }: DecodedEvent<typeof SubscriptionChangedSchema>, tx: Prisma.TransactionClient) {
    if (!change.currentPeriodEnd || !change.changedAt) throw new Error(`event ${id} lacks its period end or change time`);
    const trialEnd = change.trialEnd ? timestampDate(change.trialEnd) : null;
    const stored = await tx.$executeRaw`
      INSERT INTO entitlements (user_id, subscription_id, status, plan_id, plan_name, current_period_end, trial_end,
                                cancel_at_period_end, revision, changed_at)
      VALUES (${change.userId}, ${change.subscriptionId}, ${change.status}, ${change.planId}, ${change.planName},
              ${timestampDate(change.currentPeriodEnd)}, ${trialEnd}, ${change.cancelAtPeriodEnd}, ${change.revision},
              ${timestampDate(change.changedAt)})
      ON CONFLICT (user_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, status = EXCLUDED.status,
        plan_id = EXCLUDED.plan_id, plan_name = EXCLUDED.plan_name, current_period_end = EXCLUDED.current_period_end,
        trial_end = EXCLUDED.trial_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
        revision = EXCLUDED.revision, changed_at = EXCLUDED.changed_at
      WHERE entitlements.revision < EXCLUDED.revision`;
    // The outbox relay's next pass (at most a quarter second) publishes it once this transaction commits.
    if (stored) await recordEvent(tx, Events.accountChanged, { userId: change.userId, change: AccountChange.ENTITLEMENT });
  }
}
