import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { invalid, success, type Problem } from '../common/problem.js';
import type { BillingUser, Plan } from '../generated/prisma/client.js';
import { PlansService } from '../plans/plans.service.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { idOf } from '../stripe/stripe-values.js';
import { MESSAGES } from './billing-messages.js';
import { trialEligibility, type TrialHistory } from './trial-eligibility.js';

export interface EligibilityRequest {
  paymentMethodId: string;
  priceId: string;
}

/** What decides the trial for one account and card, and the plan it is asked for. */
export interface TrialCase {
  plan: Plan;
  history: TrialHistory;
}

/**
 * Whether an account and a card get the free trial, asked before anything is created or charged:
 * by the form as soon as Stripe.js made the payment method (a visitor's register form too, before
 * the account exists), and by subscribing itself (issue 19 §1).
 * The card is known by its fingerprint, which Stripe gives for a payment method not yet attached.
 */
@Injectable()
export class TrialEligibilityService {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly prisma: PrismaService,
    private readonly plans: PlansService,
  ) {}

  async check(user: BillingUser | undefined, request: EligibilityRequest, now = new Date()) {
    try {
      const found = await this.trialCase(user, request);
      if ('outcome' in found) return found;
      return success(trialEligibility(found.history, found.plan.priceCents, now));
    } catch (error) {
      return stripeFailure(error);
    }
  }

  /** The plan and the trial history of this account and card, or the refusal of a request that names neither well. */
  async trialCase(user: BillingUser | undefined, request: EligibilityRequest): Promise<TrialCase | Problem> {
    if (!request.paymentMethodId.trim()) return invalid('payment_method_required', MESSAGES.paymentMethodRequired);
    if (!request.priceId.trim()) return invalid('price_required', MESSAGES.priceRequired);
    const plan = await this.plans.byStripePrice(request.priceId);
    if (!plan) return invalid('unknown_price', MESSAGES.unknownPrice);
    const paymentMethod = await this.paymentMethod(request.paymentMethodId);
    if ('outcome' in paymentMethod) return paymentMethod;
    // Another customer's saved card is theirs: its history is not this account's to learn.
    const owner = idOf(paymentMethod.customer);
    if (owner && owner !== user?.stripeCustomerId) return invalid('payment_method_of_another', MESSAGES.paymentMethodOfAnother);
    const fingerprint = paymentMethod.card?.fingerprint;
    const [accountSubscriptions, cardTrials] = await Promise.all([
      // A visitor is about to create an account: it has had nothing yet.
      user ? this.prisma.subscription.count({ where: { userId: user.id, started: true } }) : Promise.resolve(0),
      fingerprint ? this.prisma.trialCard.count({ where: { fingerprint } }) : Promise.resolve(0),
    ]);
    return { plan, history: { accountHadSubscription: accountSubscriptions > 0, cardHadSubscription: cardTrials > 0 } };
  }

  private async paymentMethod(id: string): Promise<Stripe.PaymentMethod | Problem> {
    try {
      return await this.stripe.paymentMethods.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return invalid('unknown_payment_method', error.message);
      throw error;
    }
  }
}
