import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Account, CartItem } from '@mc/proto';
import Stripe from 'stripe';
import { SERVICE_ENV, siteLink } from '@mc/runtime';
import { invalid, success } from '../common/problem.js';
import type { BillingEnv } from '../config/env.js';
import { PlansService } from '../plans/plans.service.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { trialDays } from '../subscriptions/trial-eligibility.js';
import { BillingUsersService } from '../users/billing-users.service.js';
import { priceCart } from './cart.js';

const NEEDS_AUTHENTICATION = 'Your card needs authentication, which this page cannot do. Please use another card.';

/** `POST /create-checkout-session/` (spec §7): the card form pays the cart; the cart page goes to Stripe's Checkout. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    private readonly prisma: PrismaService,
    private readonly plans: PlansService,
    private readonly users: BillingUsersService,
  ) {}

  private async priced(items: readonly CartItem[]) {
    return priceCart(items, await this.plans.all());
  }

  /**
   * One payment of the cart's total with the card the browser created. The key covers the card
   * and the cart, so pressing Pay twice charges once. The form has no 3D Secure step: a card that
   * needs it is refused (Stripe fails such a payment with `error_on_requires_action`).
   */
  async payCart(account: Account | undefined, paymentMethodId: string, items: readonly CartItem[]) {
    const cart = await this.priced(items);
    if (!cart.ok) return invalid('invalid_cart', cart.message);
    if (!paymentMethodId.trim()) return invalid('payment_method_required', 'paymentMethodId is required.');
    const user = account ? await this.users.saveAccount(account) : undefined;
    try {
      const customer = user ? await this.users.stripeCustomerOf(user) : undefined;
      const key = createHash('sha256')
        .update(JSON.stringify([user?.id ?? null, paymentMethodId, items.map((item) => [item.id, item.price])]))
        .digest('hex')
        .slice(0, 32);
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: cart.totalCents,
          currency: 'usd',
          customer,
          payment_method: paymentMethodId,
          confirm: true,
          error_on_requires_action: true,
          description: cart.plans.map((plan) => `${plan.name} (plan ${plan.id})`).join(', '),
          metadata: { ...(user ? { user_id: String(user.id) } : {}), plan_ids: cart.plans.map((plan) => plan.id).join(',') },
        },
        { idempotencyKey: `cart-${key}` },
      );
      if (intent.status !== 'succeeded') return invalid('authentication_required', NEEDS_AUTHENTICATION);
      return success({ paymentIntentId: intent.id });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
        return invalid('invalid_payment_method', error.message);
      // What `error_on_requires_action` makes of a card that asks for 3D Secure: a 402, not an intent waiting.
      if (error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required')
        return invalid('authentication_required', NEEDS_AUTHENTICATION);
      return stripeFailure(error);
    }
  }

  /**
   * A hosted Checkout Session for the cart's plans. A signed-in buyer is linked to it (customer,
   * `client_reference_id`, the subscription's `user_id`), so checkout.session.completed finds them;
   * a first-time account gets the trial there too.
   */
  async checkoutSession(account: Account | undefined, items: readonly CartItem[]) {
    const cart = await this.priced(items);
    if (!cart.ok) return invalid('invalid_cart', cart.message);
    const user = account ? await this.users.saveAccount(account) : undefined;
    try {
      const customer = user ? await this.users.stripeCustomerOf(user) : undefined;
      const hadSubscription = user
        ? (await this.prisma.subscription.count({ where: { userId: user.id, started: true } })) > 0
        : true;
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: cart.plans.map((plan) => ({ price: plan.stripePriceId ?? '', quantity: 1 })),
        customer,
        client_reference_id: user ? String(user.id) : undefined,
        allow_promotion_codes: true,
        subscription_data: {
          metadata: user ? { user_id: String(user.id) } : {},
          trial_period_days: user
            ? trialDays({ accountHadSubscription: hadSubscription, cardHadSubscription: false })
            : undefined,
        },
        success_url: siteLink(this.config.SITE_URL, '/success'),
        cancel_url: siteLink(this.config.SITE_URL, '/cart'),
      });
      return success({ url: session.url ?? '' });
    } catch (error) {
      return stripeFailure(error);
    }
  }
}
