import { Inject, Injectable, Logger } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { Mailer, recordEvent, SERVICE_ENV, ServiceEventBus, siteLink, type Mail } from '@mc/runtime';
import Stripe from 'stripe';
import { dollars } from '../common/money.js';
import { firstTime } from '../common/notices.js';
import type { BillingEnv } from '../config/env.js';
import type { Plan, Subscription } from '../generated/prisma/client.js';
import { InvoiceStore } from '../invoices/invoice-store.js';
import { LeaseService } from '../leases/lease.service.js';
import { cancellationMail } from '../mail/cancellation-mail.js';
import { welcomeMail } from '../mail/welcome-mail.js';
import { PrismaService, type Tx } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { fromUnix, idOf } from '../stripe/stripe-values.js';
import { recordDetailsChanged } from './details-changed.js';
import { SUBSCRIPTION_EXPANSIONS, subscriptionFields } from './subscription-fields.js';

/** As long as Stripe gives an `incomplete` subscription's first payment (then `incomplete_expired`). */
export const UNCONFIRMED_LIFETIME_MS = 23 * 60 * 60 * 1000;
import { currentSubscription, isLive, isSubscribed, productStatus } from './subscription-status.js';
import { timeZoneOf } from '../users/account-time-zones.js';

/** One subscription as read from Stripe: the object and the next invoice it will bring (none once it ends or is set to). */
export interface SubscriptionRead {
  remote: Stripe.Subscription;
  upcoming: Stripe.Invoice | undefined;
}

/**
 * The one writer of local subscription rows. It never trusts what it was told: it re-reads the
 * subscription from Stripe (with its card, discounts, latest invoice and next invoice, everything
 * the profile shows) while holding that subscription's lease and stores it before letting go, so
 * whichever webhook or request writes last read last, whatever order they came in. The lease is a
 * row, not a transaction: no connection waits on Stripe. Each change records
 * billing.subscription.changed.v1 for the user in the transaction that stores it; a subscription
 * that starts gets its welcome mail, once.
 */
@Injectable()
export class SubscriptionSyncService {
  private readonly logger = new Logger(SubscriptionSyncService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: ServiceEventBus,
    private readonly leases: LeaseService,
    private readonly invoices: InvoiceStore,
    private readonly mailer: Mailer,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /**
   * A short transaction (no Stripe call inside). The events it records are published right after,
   * and the mails `work` queued are sent once it has committed.
   */
  async transaction<T>(work: (tx: Tx, mails: Mail[]) => Promise<T>): Promise<T> {
    const mails: Mail[] = [];
    // A burst (webhooks, 50 people subscribing) can keep every pooled connection busy for a moment: wait for one.
    const result = await this.prisma.$transaction((tx) => work(tx, mails), { maxWait: 10_000 });
    this.events.nudge();
    for (const mail of mails) this.mailer.sendInBackground(mail);
    return result;
  }

  /** Re-reads one subscription and stores it; `creationKey` marks the request that created it. */
  sync(subscriptionId: string, creationKey?: string): Promise<Subscription | undefined> {
    return this.locked(subscriptionId, (read) => this.transaction((tx, mails) => this.store(tx, read, mails, creationKey)));
  }

  /** Reads the subscription from Stripe for `work`, which stores it (`store`), all under the subscription's lease. */
  locked<T>(subscriptionId: string, work: (read: SubscriptionRead) => Promise<T>): Promise<T> {
    return this.leases.hold(`subscription:${subscriptionId}`, async () => work(await this.read(subscriptionId)));
  }

  private async read(subscriptionId: string): Promise<SubscriptionRead> {
    const remote = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPANSIONS });
    return { remote, upcoming: await this.upcomingInvoice(remote) };
  }

  /** The invoice the next period will bring, while the subscription renews. */
  private async upcomingInvoice(remote: Stripe.Subscription): Promise<Stripe.Invoice | undefined> {
    if (!isLive(remote.status) || remote.cancel_at_period_end) return undefined;
    try {
      return await this.stripe.invoices.createPreview({ subscription: remote.id });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'invoice_upcoming_none') return undefined;
      throw error;
    }
  }

  /** Stores what `locked` read, in the caller's transaction. */
  async store(tx: Tx, { remote, upcoming }: SubscriptionRead, mails: Mail[], creationKey?: string) {
    const userId = await this.userOf(tx, remote);
    const priceId = remote.items.data[0]?.price.id;
    const plan = priceId ? await tx.plan.findUnique({ where: { stripePriceId: priceId } }) : null;
    if (userId === undefined || !plan) {
      // Made outside this product (the dashboard, another integration): nothing of ours to update.
      this.logger.warn(`ignoring subscription ${remote.id}: no user or plan of ours (user ${userId}, price ${priceId})`);
      return undefined;
    }
    const fields = { ...subscriptionFields(remote, upcoming), planId: plan.id, syncedAt: new Date() };
    // Waiting for the bank is not a start: no welcome, no entitlement, no trial used up yet.
    const started = isSubscribed(fields);
    const before = await tx.subscription.findUnique({ where: { id: remote.id } });
    const row = await tx.subscription.upsert({
      where: { id: remote.id },
      create: { id: remote.id, userId, createdAt: fromUnix(remote.created), started, creationKey, ...fields },
      // `started` never goes back: a canceled subscription still used up the trial.
      update: { ...fields, ...(started ? { started: true } : {}), ...(creationKey ? { creationKey } : {}) },
    });
    await recordDetailsChanged(tx, userId);
    // A row stored before billing kept invoices is read for the first time: its latest invoice is history.
    const announce = !before || before.detailsReadAt !== null;
    if (typeof remote.latest_invoice === 'object' && remote.latest_invoice)
      await this.invoices.store(tx, remote.latest_invoice, mails, { announce });
    if (started) {
      await this.recordTrialCard(tx, remote, userId);
      if (!before?.started) await this.welcome(tx, row, plan, mails);
    }
    if (before?.started && cancelledNow(before, row)) await this.farewell(tx, row, plan, mails);
    if (!before || hasChanged(before, row)) await this.recordEntitlement(tx, userId);
    if (row.awaitingAuthentication && row.status === 'trialing') await this.expireUnconfirmedLater(tx, row);
    return row;
  }

  /**
   * A trial whose card the bank has not confirmed is looked at again when Stripe would have given up
   * on a first payment: 23 hours after billing first saw it wait (the first write wins).
   */
  private async expireUnconfirmedLater(tx: Tx, row: Subscription): Promise<void> {
    const dueAt = new Date(Date.now() + UNCONFIRMED_LIFETIME_MS);
    await tx.pendingRefresh.createMany({ data: [{ key: `unconfirmed:${row.id}`, dueAt }], skipDuplicates: true });
  }

  private async userOf(tx: Tx, subscription: Stripe.Subscription): Promise<number | undefined> {
    const fromMetadata = Number(subscription.metadata?.user_id);
    if (Number.isInteger(fromMetadata) && fromMetadata > 0 && (await tx.billingUser.count({ where: { id: fromMetadata } })))
      return fromMetadata;
    const customerId = idOf(subscription.customer) ?? '';
    return (await tx.billingUser.findUnique({ where: { stripeCustomerId: customerId } }))?.id;
  }

  /** A card that paid for or trialled a subscription gets no second trial, on any account. */
  private async recordTrialCard(tx: Tx, subscription: Stripe.Subscription, userId: number): Promise<void> {
    const paymentMethod = subscription.default_payment_method;
    const fingerprint = typeof paymentMethod === 'object' ? paymentMethod?.card?.fingerprint : undefined;
    // One statement (INSERT … ON CONFLICT DO NOTHING): two people subscribing with one card at once must not collide.
    if (fingerprint) await tx.trialCard.createMany({ data: [{ fingerprint, userId }], skipDuplicates: true });
  }

  /** A subscription that just started (trialing or paid): the subscriber's welcome mail, once. */
  private async welcome(tx: Tx, row: Subscription, plan: Plan, mails: Mail[]): Promise<void> {
    if (!(await firstTime(tx, `welcome:${row.id}`))) return;
    const user = await tx.billingUser.findUniqueOrThrow({ where: { id: row.userId } });
    const trialing = row.status === 'trialing' && row.trialEnd !== null;
    // A paid start: what the first invoice took (stored just before, in this transaction).
    const firstInvoice =
      !trialing && row.latestInvoiceId ? await tx.invoice.findUnique({ where: { id: row.latestInvoiceId } }) : null;
    mails.push(
      welcomeMail({
        to: user.email,
        username: user.username,
        planName: plan.name,
        nextCharge: row.nextInvoiceCents !== null ? dollars(row.nextInvoiceCents) : dollars(plan.priceCents),
        trialEnd: trialing ? row.trialEnd : null,
        periodEnd: row.currentPeriodEnd,
        charged: firstInvoice && firstInvoice.amountPaidCents > 0 ? dollars(firstInvoice.amountPaidCents) : null,
        profileUrl: siteLink(this.config.SITE_URL, '/profile'),
        subscriptionId: row.id,
        timeZone: await timeZoneOf(tx, user.id),
      }),
    );
  }

  /** A started subscription was just cancelled (at the period end, or at once): the day access ends, once. */
  private async farewell(tx: Tx, row: Subscription, plan: Plan, mails: Mail[]): Promise<void> {
    if (!(await firstTime(tx, `cancellation:${row.id}`))) return;
    const user = await tx.billingUser.findUniqueOrThrow({ where: { id: row.userId } });
    const atPeriodEnd = row.cancelAtPeriodEnd && isLive(row.status);
    mails.push(
      cancellationMail({
        to: user.email,
        username: user.username,
        planName: plan.name,
        accessEnds: atPeriodEnd ? row.currentPeriodEnd : new Date(),
        atPeriodEnd,
        trial: row.status === 'trialing',
        profileUrl: siteLink(this.config.SITE_URL, '/profile'),
        subscriptionId: row.id,
        timeZone: await timeZoneOf(tx, user.id),
      }),
    );
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
      status: productStatus(current),
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

/** Set to cancel at the period end, or ended, by this change (not a subscription that never started). */
function cancelledNow(before: Subscription, after: Subscription): boolean {
  const wasCancelled = before.cancelAtPeriodEnd || !isLive(before.status);
  const isCancelled = after.cancelAtPeriodEnd || after.status === 'canceled';
  return !wasCancelled && isCancelled;
}

/** What identity's entitlement is made of: other changes (a card, a discount) record no event. */
function hasChanged(before: Subscription, after: Subscription): boolean {
  return (
    before.status !== after.status ||
    before.awaitingAuthentication !== after.awaitingAuthentication ||
    before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd ||
    before.currentPeriodEnd.getTime() !== after.currentPeriodEnd.getTime() ||
    before.trialEnd?.getTime() !== after.trialEnd?.getTime() ||
    before.planId !== after.planId
  );
}
