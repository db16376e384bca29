import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Events, type SubscriptionChanged } from '@mc/proto';
import type { ConsumerDefinition } from '@mc/runtime';

/**
 * Keeps each user's entitlement from billing.subscription.changed.v1. billing numbers its events
 * per user (`revision`); a redelivered or late event that is not newer than what is stored
 * changes nothing, so arrival order does not matter. (The runtime already skips event ids it
 * has applied.)
 */
export const entitlementConsumer: ConsumerDefinition = {
  durable: 'identity-entitlements',
  events: [Events.subscriptionChanged],
  handle: async (event, tx) => {
    const change = event.data as SubscriptionChanged;
    if (!change.currentPeriodEnd || !change.changedAt) throw new Error(`event ${event.id} lacks its period end or change time`);
    await tx.$executeRawUnsafe(
      `INSERT INTO entitlements (user_id, subscription_id, status, plan_id, plan_name, current_period_end, trial_end,
                                 cancel_at_period_end, revision, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, status = EXCLUDED.status,
         plan_id = EXCLUDED.plan_id, plan_name = EXCLUDED.plan_name, current_period_end = EXCLUDED.current_period_end,
         trial_end = EXCLUDED.trial_end, cancel_at_period_end = EXCLUDED.cancel_at_period_end,
         revision = EXCLUDED.revision, changed_at = EXCLUDED.changed_at
       WHERE entitlements.revision < EXCLUDED.revision`,
      change.userId,
      change.subscriptionId,
      change.status,
      change.planId,
      change.planName,
      timestampDate(change.currentPeriodEnd),
      change.trialEnd ? timestampDate(change.trialEnd) : null,
      change.cancelAtPeriodEnd,
      change.revision,
      timestampDate(change.changedAt),
    );
  },
};
