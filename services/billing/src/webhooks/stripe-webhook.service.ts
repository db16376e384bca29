import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events } from '@mc/proto';
import { Counter } from 'prom-client';
import Stripe from 'stripe';
import { Mailer, recordEvent, SERVICE_ENV, siteLink, type Mail } from '@mc/runtime';
import { dollars } from '../common/money.js';
import type { BillingEnv } from '../config/env.js';
import type { Subscription } from '../generated/prisma/client.js';
import { trialReminderMail } from './trial-reminder-mail.js';
import { PrismaService, type Tx } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';

const webhookEvents = new Counter({
  name: 'billing_webhook_events_total',
  help: 'Stripe webhook events received, by type and outcome',
  labelNames: ['type', 'outcome'],
});

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const idOf = (reference: string | { id: string } | null | undefined) =>
  typeof reference === 'string' ? reference : reference?.id;

/**
 * One method per Stripe event type (Cal.com's shape). Each re-reads the object from Stripe instead
 * of trusting the event's snapshot (a subscription under its lease), so arrival order does not
 * matter; then applies its effect in one short transaction with the record of the event's id, so
 * a redelivery changes nothing.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    private readonly prisma: PrismaService,
    private readonly sync: SubscriptionSyncService,
    private readonly mailer: Mailer,
  ) {}

  async apply(event: Stripe.Event): Promise<WebhookOutcome> {
    // A redelivery is known before any Stripe call; `record` settles it for deliveries racing each other.
    const outcome = (await this.prisma.stripeEvent.count({ where: { id: event.id } })) ? 'duplicate' : await this.dispatch(event);
    webhookEvents.inc({ type: event.type, outcome });
    return outcome;
  }

  private dispatch(event: Stripe.Event): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.onSubscriptionChanged(event, event.data.object.id);
      case 'customer.subscription.trial_will_end':
        return this.onTrialWillEnd(event, event.data.object.id);
      case 'invoice.paid':
        return this.onInvoicePaid(event, event.data.object.id ?? '');
      case 'invoice.payment_failed':
        return this.onInvoicePaymentFailed(event, event.data.object.id ?? '');
      case 'invoice.payment_action_required':
        return this.onInvoicePaymentActionRequired(event, event.data.object.id ?? '');
      case 'checkout.session.completed':
        return this.onCheckoutSessionCompleted(event, event.data.object.id);
      default:
        // Endpoints may be subscribed to more than we use; acknowledging them stops Stripe's retries.
        return Promise.resolve('ignored');
    }
  }

  private onSubscriptionChanged(event: Stripe.Event, subscriptionId: string) {
    return this.sync.locked(subscriptionId, (remote) =>
      this.record(event, async (tx) => void (await this.sync.store(tx, remote))),
    );
  }

  /** Three days before a trial ends: a reminder, sent once (after the event's record commits). */
  private async onTrialWillEnd(event: Stripe.Event, subscriptionId: string) {
    let reminder: Mail | undefined;
    const outcome = await this.sync.locked(subscriptionId, (remote) =>
      this.record(event, async (tx) => {
        const row = await this.sync.store(tx, remote);
        if (!row || row.status !== 'trialing' || !row.trialEnd) return;
        const [user, plan] = await Promise.all([
          tx.billingUser.findUniqueOrThrow({ where: { id: row.userId } }),
          tx.plan.findUniqueOrThrow({ where: { id: row.planId } }),
        ]);
        reminder = trialReminderMail({
          to: user.email,
          username: user.username,
          planName: plan.name,
          price: dollars(plan.priceCents),
          trialEnd: row.trialEnd,
          profileUrl: siteLink(this.config.SITE_URL, '/profile'),
        });
      }),
    );
    if (reminder) this.mailer.sendInBackground(reminder);
    return outcome;
  }

  private async onInvoicePaid(event: Stripe.Event, invoiceId: string) {
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    return this.withSubscriptionOf(invoice, event, async (tx, subscription) => {
      // Recorded only if it is still paid when we look (a later refund or void says otherwise).
      if (!subscription || invoice.status !== 'paid') return;
      await recordEvent(tx, Events.invoicePaid, {
        userId: subscription.userId,
        invoiceId: invoice.id,
        subscriptionId: subscription.id,
        amountPaid: BigInt(invoice.amount_paid),
        currency: invoice.currency,
      });
    });
  }

  private async onInvoicePaymentFailed(event: Stripe.Event, invoiceId: string) {
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    return this.withSubscriptionOf(invoice, event, async (tx, subscription) => {
      // A retry that has since succeeded makes this failure old news.
      if (!subscription || invoice.status !== 'open') return;
      await recordEvent(tx, Events.invoicePaymentFailed, {
        userId: subscription.userId,
        invoiceId: invoice.id,
        subscriptionId: subscription.id,
        amountDue: BigInt(invoice.amount_due),
        currency: invoice.currency,
        attemptCount: invoice.attempt_count,
      });
    });
  }

  /** 3D Secure on a renewal: Stripe emails the customer its hosted page; we keep the status current. */
  private async onInvoicePaymentActionRequired(event: Stripe.Event, invoiceId: string) {
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    return this.withSubscriptionOf(invoice, event, async () => undefined);
  }

  /** A hosted Checkout paid: link the customer to the signed-in buyer, then store the subscription. */
  private async onCheckoutSessionCompleted(event: Stripe.Event, sessionId: string) {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    const userId = Number(session.client_reference_id);
    const linkBuyer = async (tx: Tx) => {
      if (customerId && Number.isInteger(userId) && userId > 0) {
        await tx.billingUser.updateMany({
          where: { id: userId, stripeCustomerId: null },
          data: { stripeCustomerId: customerId },
        });
      }
    };
    if (session.mode !== 'subscription' || !subscriptionId) return this.record(event, linkBuyer);
    return this.sync.locked(subscriptionId, (remote) =>
      this.record(event, async (tx) => {
        await linkBuyer(tx);
        await this.sync.store(tx, remote);
      }),
    );
  }

  /** Stores the invoice's subscription (re-read under its lease) and applies `effect` with it. */
  private withSubscriptionOf(
    invoice: Stripe.Invoice,
    event: Stripe.Event,
    effect: (tx: Tx, subscription: Subscription | undefined) => Promise<void>,
  ): Promise<WebhookOutcome> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return this.record(event, (tx) => effect(tx, undefined));
    return this.sync.locked(subscriptionId, (remote) =>
      this.record(event, async (tx) => effect(tx, await this.sync.store(tx, remote))),
    );
  }

  /** Applies `effect` in one short transaction with the record of the event's id: once, whatever the deliveries. */
  private record(event: Stripe.Event, effect: (tx: Tx) => Promise<void>): Promise<WebhookOutcome> {
    return this.sync.transaction(async (tx) => {
      const recorded = await tx.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
      if (recorded.count === 0) {
        this.logger.debug(`duplicate delivery of ${event.type} ${event.id}`);
        return 'duplicate';
      }
      await effect(tx);
      return 'applied';
    });
  }
}
