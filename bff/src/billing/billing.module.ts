import { Module } from '@nestjs/common';
import { SignupTickets } from '../accounts/signup-tickets.js';
import { CheckoutController } from './checkout.controller.js';
import { PlansController } from './plans.controller.js';
import { SubscriptionDetailsCache } from './subscription-details-cache.js';
import { SubscriptionDetailsFastPath } from './subscription-details-fast-path.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { TrialEligibilityController } from './trial-eligibility.controller.js';

/** The payment endpoints of spec §7, answered by billing; the older sign-up's `/subscribe/` checks the registration cookie. */
@Module({
  controllers: [PlansController, SubscriptionsController, CheckoutController, TrialEligibilityController],
  providers: [SignupTickets, SubscriptionDetailsCache, SubscriptionDetailsFastPath],
})
export class BillingModule {}
