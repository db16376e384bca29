import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { recordEvent, ServiceEventBus } from '@mc/runtime';
import Stripe from 'stripe';
import type { Subscription } from '../generated/prisma/client.js';
import { LeaseService } from '../leases/lease.service.js';
import { PrismaService, type Tx } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { currentSubscription, isLive } from './subscription-status.js';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * The one writer of local subscription rows. It never trusts what it was told: it re-reads the
 * subscription from Stripe while holding that subscription's lease and stores it before letting
 * go, so whichever webhook or request writes last read last, whatever order they came in. The
 * lease is a row, not a transaction: no connection waits on Stripe. Each change records
 * billing.subscription.changed.v1 for the user in the transaction that stores it.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
    private readonly leases: LeaseService,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /** A short transaction (no Stripe call inside); the events it records are published right after. */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work);
    this.events.nudge();
    return result;
  }

  /** Re-reads one subscription and stores it; `creationKey` marks the request that created it. */
  sync(subscriptionId: string, creationKey?: string): Promise<Subscription | undefined> {
    return this.locked(subscriptionId, (remote) => this.transaction((tx) => this.store(tx, remote, creationKey)));
  }

  /** Reads the subscription from Stripe for `work`, which stores it (`store`), all under the subscription's lease. */
  locked<T>(subscriptionId: string, work: (remote: Stripe.Subscription) => Promise<T>): Promise<T> {
    return this.leases.hold(`subscription:${subscriptionId}`, async () =>
      work(await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })),
    );
  }

  /** Stores what `locked` read, in the caller's transaction. */
  async store(tx: Tx, remote: Stripe.Subscription, creationKey?: string): Promise<Subscription | undefined> {
    const userId = await this.userOf(tx, remote);
    const item = remote.items.data[0];
    const priceId = item?.price.id;
    const plan = priceId ? await tx.plan.findUnique({ where: { stripePriceId: priceId } }) : null;
    if (userId === undefined || !plan) {
      // Made outside this product (the dashboard, another integration): nothing of ours to update.
      this.logger.warn(`ignoring subscription ${remote.id}: no user or plan of ours (user ${userId}, price ${priceId})`);
      return undefined;
    }
    const fields = {
      status: remote.status,
      cancelAtPeriodEnd: remote.cancel_at_period_end,
      currentPeriodEnd: fromUnix(item.current_period_end),
      trialEnd: remote.trial_end ? fromUnix(remote.trial_end) : null,
      planId: plan.id,
      syncedAt: new Date(),
    };
    const started = isLive(remote.status);
    const before = await tx.subscription.findUnique({ where: { id: remote.id } });
    const row = await tx.subscription.upsert({
      where: { id: remote.id },
      create: { id: remote.id, userId, createdAt: fromUnix(remote.created), started, creationKey, ...fields },
      // `started` never goes back: a canceled subscription still used up the trial.
      update: { ...fields, ...(started ? { started: true } : {}), ...(creationKey ? { creationKey } : {}) },
    });
    if (started) await this.recordTrialCard(tx, remote, userId);
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
  private async recordTrialCard(tx: Tx, subscription: Stripe.Subscription, userId: number): Promise<void> {
    const paymentMethod = subscription.default_payment_method;
    const fingerprint = typeof paymentMethod === 'object' ? paymentMethod?.card?.fingerprint : undefined;
    if (fingerprint) await tx.trialCard.upsert({ where: { fingerprint }, create: { fingerprint, userId }, update: {} });
  }

  /** Records the user's entitlement as it now stands (their current subscription). */
  private async recordEntitlement(tx: Tx, userId: number): Promise<void> {
    // The revision bump locks the user's row first: two of their subscriptions stored at once (each
    // under its own lease) then read each other's rows in revision order, and the higher revision
    // always describes the later state.
    const { revision } = await tx.billingUser.update({ where: { id: userId }, data: { revision: { increment: 1 } } });
    const current = currentSubscription(await tx.subscription.findMany({ where: { userId }, include: { plan: true } }));
    if (!current) return;
    await recordEvent(tx, Events.subscriptionChanged, {
      userId,
      subscriptionId: current.id,
      status: current.status,
      planId: current.plan.id,
      planName: current.plan.name,
      currentPeriodEnd: timestampFromDate(current.currentPeriodEnd),
      trialEnd: current.trialEnd ? timestampFromDate(current.trialEnd) : undefined,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
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
