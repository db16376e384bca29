import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { invalid, success } from '../common/problem.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { MESSAGES } from './billing-messages.js';
import { CurrentSubscriptionFinder } from './current-subscription.finder.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { isLive } from './subscription-status.js';

/** The profile's Cancel: always about the user's current subscription. */
@Injectable()
export class SubscriptionCancellationService {
  constructor(
    private readonly current: CurrentSubscriptionFinder,
    private readonly sync: SubscriptionSyncService,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  /** Cancels at the period end (the subscriber keeps what they paid for); asking twice is fine. */
  async cancelAtPeriodEnd(userId: number) {
    const subscription = await this.current.of(userId);
    if (!subscription || !isLive(subscription.status)) return invalid('no_subscription', MESSAGES.noSubscription);
    try {
      if (!subscription.cancelAtPeriodEnd) {
        await this.stripe.subscriptions.update(
          subscription.id,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end-${subscription.id}-${subscription.currentPeriodEnd.getTime()}` },
        );
        await this.sync.sync(subscription.id);
      }
      return success({ message: MESSAGES.canceled });
    } catch (error) {
      return stripeFailure(error);
    }
  }
}
