import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { recordEvent } from '@mc/runtime';
import Stripe from 'stripe';
import type { Prisma, Subscription } from '../generated/prisma/client.js';
import { BillingEventBus } from '../events/event-bus.provider.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { decidingSubscription, STARTED_STATUSES } from './subscription-status.js';

export type Tx = Prisma.TransactionClient;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The one writer of local subscription rows. It never trusts what it was told: it re-reads the
 * subscription from Stripe while holding a per-subscription lock, so whichever webhook or request
 * commits last wrote the latest state, whatever order they came in. Each change records
 * billing.subscription.changed.v1 for the user in the same transaction.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: BillingEventBus,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /** A transaction long enough for a few Stripe calls (the SDK's own timeout bounds each). */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work, { timeout: 60_000, maxWait: 10_000 });
    this.events.nudge();
    return result;
  }

  /** Re-reads one subscription and stores it; `creationKey` marks the request that created it. */
  sync(subscriptionId: string, creationKey?: string): Promise<Subscription | undefined> {
    return this.transaction((tx) => this.syncIn(tx, subscriptionId, creationKey));
  }

  async syncIn(tx: Tx, subscriptionId: string, creationKey?: string): Promise<Subscription | undefined> {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', `subscription:${subscriptionId}`);
    const remote = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
    const userId = await this.userOf(tx, remote);
    const priceId = remote.items.data[0]?.price.id;
    const plan = priceId ? await tx.plan.findUnique({ where: { stripePriceId: priceId } }) : null;
    if (userId === undefined || !plan) {
      // Made outside this product (the dashboard, another integration): nothing of ours to update.
      this.logger.warn(`ignoring subscription ${subscriptionId}: no user or plan of ours (user ${userId}, price ${priceId})`);
      return undefined;
    }
    const item = remote.items.data[0];
    const fields = {
      status: remote.status,
      cancelAtPeriodEnd: remote.cancel_at_period_end,
      currentPeriodEnd: fromUnix(item.current_period_end),
      trialEnd: remote.trial_end ? fromUnix(remote.trial_end) : null,
      planId: plan.id,
      syncedAt: new Date(),
    };
    const started = STARTED_STATUSES.includes(remote.status);
    const before = await tx.subscription.findUnique({ where: { id: subscriptionId } });
    const row = await tx.subscription.upsert({
      where: { id: subscriptionId },
      create: { id: subscriptionId, userId, createdAt: fromUnix(remote.created), started, creationKey, ...fields },
      // `started` never goes back: a canceled subscription still used up the trial.
      update: { ...fields, ...(started ? { started: true } : {}), ...(creationKey ? { creationKey } : {}) },
    });
    if (started) await this.rememberCard(tx, remote, userId);
    if (!before || hasChanged(before, row)) await this.recordEntitlement(tx, userId);
    return row;
  }

  private async userOf(tx: Tx, subscription: Stripe.Subscription): Promise<number | undefined> {
    const fromMetadata = Number(subscription.metadata?.user_id);
    if (Number.isInteger(fromMetadata) && fromMetadata > 0 && (await tx.billingUser.count({ where: { id: fromMetadata } })))
      return fromMetadata;
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    return (await tx.billingUser.findUnique({ where: { stripeCustomerId: customerId } }))?.id;
  }

  /** A card that paid for or trialled a subscription gets no second trial, on any account. */
  private async rememberCard(tx: Tx, subscription: Stripe.Subscription, userId: number): Promise<void> {
    const paymentMethod = subscription.default_payment_method;
    const fingerprint = typeof paymentMethod === 'object' ? paymentMethod?.card?.fingerprint : undefined;
    if (fingerprint) await tx.trialCard.upsert({ where: { fingerprint }, create: { fingerprint, userId }, update: {} });
  }

  /** Records the user's entitlement as it now stands (the subscription that speaks for them). */
  private async recordEntitlement(tx: Tx, userId: number): Promise<void> {
    const subscriptions = await tx.subscription.findMany({ where: { userId }, include: { plan: true } });
    const deciding = decidingSubscription(subscriptions);
    if (!deciding) return;
    const { revision } = await tx.billingUser.update({ where: { id: userId }, data: { revision: { increment: 1 } } });
    await recordEvent(tx, Events.subscriptionChanged, {
      userId,
      subscriptionId: deciding.id,
      status: deciding.status,
      planId: deciding.plan.id,
      planName: deciding.plan.name,
      currentPeriodEnd: timestampFromDate(deciding.currentPeriodEnd),
      trialEnd: deciding.trialEnd ? timestampFromDate(deciding.trialEnd) : undefined,
      cancelAtPeriodEnd: deciding.cancelAtPeriodEnd,
      revision,
      changedAt: timestampFromDate(new Date()),
    });
  }
}

function hasChanged(before: Subscription, after: Subscription): boolean {
  return (
    before.status !== after.status ||
    before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd ||
    before.currentPeriodEnd.getTime() !== after.currentPeriodEnd.getTime() ||
    before.trialEnd?.getTime() !== after.trialEnd?.getTime() ||
    before.planId !== after.planId
  );
}
