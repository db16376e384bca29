import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { billingError, success } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { MESSAGES } from './billing-messages.js';
import { subscriptionDetails } from './subscription-details.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { decidingSubscription, LIVE_STATUSES } from './subscription-status.js';

/** The profile's view of a subscription, and cancellation: always about the one that speaks for the user. */
@Injectable()
export class SubscriptionQueriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sync: SubscriptionSyncService,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  private async decidingOf(userId: number) {
    return decidingSubscription(await this.prisma.subscription.findMany({ where: { userId }, include: { plan: true } }));
  }

  /** From billing's own rows (kept by webhooks): cheap enough for every page that asks. */
  async status(userId: number) {
    return success({ status: (await this.decidingOf(userId))?.status ?? 'none' });
  }

  /** Read from Stripe each time: amounts, discounts and the next invoice are Stripe's to say. */
  async details(userId: number) {
    const deciding = await this.decidingOf(userId);
    if (!deciding) return billingError(404, MESSAGES.noSubscription);
    try {
      const [subscription, upcoming, paid] = await Promise.all([
        this.stripe.subscriptions.retrieve(deciding.id, {
          expand: ['default_payment_method', 'latest_invoice', 'discounts.source.coupon', 'discounts.promotion_code'],
        }),
        this.upcomingInvoice(deciding.id, deciding.status, deciding.cancelAtPeriodEnd),
        this.stripe.invoices.list({ subscription: deciding.id, status: 'paid', limit: 100 }),
      ]);
      return success(
        subscriptionDetails({
          planName: deciding.plan.name,
          planPriceCents: deciding.plan.priceCents,
          subscription,
          upcoming,
          paidInvoices: paid.data,
        }),
      );
    } catch (error) {
      return stripeFailure(error);
    }
  }

  private async upcomingInvoice(subscription: string, status: string, cancelAtPeriodEnd: boolean) {
    if (!LIVE_STATUSES.includes(status) || cancelAtPeriodEnd) return undefined;
    try {
      return await this.stripe.invoices.createPreview({ subscription });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'invoice_upcoming_none') return undefined;
      throw error;
    }
  }

  /** Cancels at the period end (the subscriber keeps what they paid for); asking twice is fine. */
  async cancel(userId: number) {
    const deciding = await this.decidingOf(userId);
    if (!deciding || !LIVE_STATUSES.includes(deciding.status)) return billingError(400, MESSAGES.noSubscription);
    try {
      if (!deciding.cancelAtPeriodEnd) {
        await this.stripe.subscriptions.update(
          deciding.id,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end-${deciding.id}-${deciding.currentPeriodEnd.getTime()}` },
        );
        await this.sync.sync(deciding.id);
      }
      return success({ message: MESSAGES.canceled });
    } catch (error) {
      return stripeFailure(error);
    }
  }
}
