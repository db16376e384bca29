import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { billingError, success } from '../common/problem.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { MESSAGES } from './billing-messages.js';
import { CurrentSubscriptionFinder } from './current-subscription.finder.js';
import { subscriptionDetails } from './subscription-details.js';
import { isLive } from './subscription-status.js';

/** The profile's view of the user's current subscription. */
@Injectable()
export class SubscriptionQueriesService {
  constructor(
    private readonly current: CurrentSubscriptionFinder,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /** From billing's own rows (kept by webhooks): cheap enough for every page that asks. */
  async status(userId: number) {
    return success({ status: (await this.current.of(userId))?.status ?? 'none' });
  }

  /** Read from Stripe each time: amounts, discounts and the next invoice are Stripe's to say. */
  async details(userId: number) {
    const current = await this.current.of(userId);
    if (!current) return billingError(404, MESSAGES.noSubscription);
    try {
      const [subscription, upcoming, paid] = await Promise.all([
        this.stripe.subscriptions.retrieve(current.id, {
          expand: ['default_payment_method', 'latest_invoice', 'discounts.source.coupon', 'discounts.promotion_code'],
        }),
        this.upcomingInvoice(current.id, current.status, current.cancelAtPeriodEnd),
        this.stripe.invoices.list({ subscription: current.id, status: 'paid', limit: 100 }),
      ]);
      return success(
        subscriptionDetails({
          planName: current.plan.name,
          planPriceCents: current.plan.priceCents,
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
    if (!isLive(status) || cancelAtPeriodEnd) return undefined;
    try {
      return await this.stripe.invoices.createPreview({ subscription });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'invoice_upcoming_none') return undefined;
      throw error;
    }
  }
}
