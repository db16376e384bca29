import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV, siteLink } from '@mc/runtime';
import Stripe from 'stripe';
import { dollars } from '../common/money.js';
import { firstTime } from '../common/notices.js';
import type { BillingEnv } from '../config/env.js';
import { subscriptionOf } from '../invoices/invoice-fields.js';
import { InvoiceStore } from '../invoices/invoice-store.js';
import { trialReminderMail } from '../mail/trial-reminder-mail.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { idOf } from '../stripe/stripe-values.js';
import { ENDED_STATUSES } from '../subscriptions/subscription-status.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';
import { parseRefreshKey } from './refresh-keys.js';
import { timeZoneOf } from '../users/account-time-zones.js';

/** Stripe's most per list page; a subscription's history beyond it is older than anyone looks. */
const HISTORY_PAGE = 100;

/**
 * Re-reads one object a webhook named and stores what Stripe says now (one method per kind of
 * refresh, Cal.com's shape). Everything it tells (events, mails) is keyed by what happened
 * (`invoice-paid:<invoice>`, `trial-reminder:<subscription>:<trial end>`), never by the event
 * that brought the news, so repeated and reordered deliveries tell it once.
 */
@Injectable()
export class StripeRefresher {
  private readonly logger = new Logger(StripeRefresher.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    private readonly prisma: PrismaService,
    private readonly sync: SubscriptionSyncService,
    private readonly invoices: InvoiceStore,
  ) {}

  async refresh(key: string): Promise<void> {
    const { kind, id } = parseRefreshKey(key);
    try {
      switch (kind) {
        case 'subscription':
          await this.sync.sync(id);
          return;
        case 'trial_will_end':
          return await this.remindOfTrialEnd(id);
        case 'invoice':
          return await this.refreshInvoice(id, false);
        case 'invoice_failed':
          return await this.refreshInvoice(id, true);
        case 'checkout_session':
          return await this.completeCheckout(id);
        case 'history':
          return await this.loadHistory(id);
        case 'unconfirmed':
          return await this.endUnconfirmedTrial(id);
        case 'account_deleted':
          return await this.endDeletedAccountsSubscriptions(Number(id));
        default:
          this.logger.error(`dropping a refresh of unknown kind: ${key}`);
      }
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')) throw error;
      // Deleted at Stripe (a draft invoice): nothing to read again, ever.
      if (kind === 'invoice' || kind === 'invoice_failed')
        await this.prisma.invoice.deleteMany({ where: { id, status: 'draft' } });
      this.logger.warn(`${key} no longer exists at Stripe`);
    }
  }

  /**
   * Stripe lets an `incomplete` subscription expire after 23 hours by itself (`incomplete_expired`,
   * its invoice voided); a trial whose card the bank never confirmed it keeps running. Billing ends
   * that one at the same age: nobody subscribed (issue 19 §2).
   */
  private async endUnconfirmedTrial(subscriptionId: string): Promise<void> {
    // Due 23 hours after billing first saw the trial wait (see SubscriptionSyncService): still waiting, it ends.
    const row = await this.sync.sync(subscriptionId);
    if (!row?.awaitingAuthentication || row.status !== 'trialing') return;
    await this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-unconfirmed-${subscriptionId}` });
    await this.sync.sync(subscriptionId);
  }

  /**
   * A deleted account pays for nothing more: every subscription of it that has not ended is
   * canceled now at Stripe (no further invoice; the period already paid is not refunded, as the
   * profile's deletion form says), then stored as Stripe answers.
   */
  private async endDeletedAccountsSubscriptions(userId: number): Promise<void> {
    const open = await this.prisma.subscription.findMany({
      where: { userId, status: { notIn: [...ENDED_STATUSES] } },
      select: { id: true },
    });
    for (const { id } of open) {
      await this.stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-deleted-account-${id}` });
      await this.sync.sync(id);
    }
    if (open.length) this.logger.log(`account ${userId} was deleted: ${open.length} subscription(s) canceled at Stripe`);
  }

  /** Stored again, and (if it still happens) the subscriber's reminder three days before the trial ends, once per trial end. */
  private remindOfTrialEnd(subscriptionId: string) {
    return this.sync.locked(subscriptionId, (read) =>
      this.sync.transaction(async (tx, mails) => {
        const row = await this.sync.store(tx, read, mails);
        if (!row || row.status !== 'trialing' || !row.trialEnd || row.cancelAtPeriodEnd) return;
        if (!(await firstTime(tx, `trial-reminder:${row.id}:${row.trialEnd.getTime()}`))) return;
        const [user, plan] = await Promise.all([
          tx.billingUser.findUniqueOrThrow({ where: { id: row.userId } }),
          tx.plan.findUniqueOrThrow({ where: { id: row.planId } }),
        ]);
        mails.push(
          trialReminderMail({
            to: user.email,
            username: user.username,
            planName: plan.name,
            price: dollars(row.nextInvoiceCents ?? plan.priceCents),
            trialEnd: row.trialEnd,
            profileUrl: siteLink(this.config.SITE_URL, '/profile'),
            timeZone: await timeZoneOf(tx, user.id),
          }),
        );
      }),
    );
  }

  /** One invoice as it is now; after invoice.payment_failed, also billing.invoice.payment_failed.v1 for the attempt. */
  private async refreshInvoice(invoiceId: string, failed: boolean): Promise<void> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    const subscriptionId = subscriptionOf(invoice);
    await this.sync.transaction(async (tx, mails) => {
      // Invoices of a subscription billing has not read since it began keeping them are history (see `loadHistory`).
      const subscription = subscriptionId ? await tx.subscription.findUnique({ where: { id: subscriptionId } }) : null;
      const row = await this.invoices.store(tx, invoice, mails, { announce: subscription?.detailsReadAt !== null });
      if (row && failed) await this.invoices.recordPaymentFailure(tx, row);
    });
  }

  /** A hosted Checkout paid: link the customer to the signed-in buyer, then store the subscription. */
  private async completeCheckout(sessionId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const customerId = idOf(session.customer);
    const userId = Number(session.client_reference_id);
    if (customerId && Number.isInteger(userId) && userId > 0) {
      await this.prisma.billingUser.updateMany({
        where: { id: userId, stripeCustomerId: null },
        data: { stripeCustomerId: customerId },
      });
    }
    const subscriptionId = idOf(session.subscription);
    if (session.mode === 'subscription' && subscriptionId) await this.sync.sync(subscriptionId);
  }

  /**
   * A subscription stored before billing kept invoices: its invoices are loaded once, quietly (no
   * receipts for old payments), then the subscription is read with everything the profile shows.
   */
  private async loadHistory(subscriptionId: string): Promise<void> {
    const page = await this.stripe.invoices.list({ subscription: subscriptionId, limit: HISTORY_PAGE });
    await this.sync.transaction(async (tx, mails) => {
      for (const invoice of page.data) await this.invoices.store(tx, invoice, mails, { announce: false });
    });
    await this.sync.sync(subscriptionId);
  }
}
