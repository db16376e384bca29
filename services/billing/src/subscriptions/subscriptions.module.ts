import { Module } from '@nestjs/common';
import { MailModule } from '@mc/runtime';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { LeasesModule } from '../leases/leases.module.js';
import { PlansModule } from '../plans/plans.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { UsersModule } from '../users/users.module.js';
import { CurrentSubscriptionFinder } from './current-subscription.finder.js';
import { LegacySignupService } from './legacy-signup.service.js';
import { PromotionCodeFinder } from './promotion-code.finder.js';
import { SubscriptionCancellationService } from './subscription-cancellation.service.js';
import { SubscriptionCreationService } from './subscription-creation.service.js';
import { SubscriptionQueriesService } from './subscription-queries.service.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { TrialEligibilityService } from './trial-eligibility.service.js';

/**
 * Subscribing (trials, promotion codes, the older sign-up), the profile's details and status,
 * cancelling, and the one writer of subscription rows (SubscriptionSyncService, which webhooks use).
 */
@Module({
  imports: [StripeModule, LeasesModule, PlansModule, UsersModule, InvoicesModule, MailModule],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionCreationService,
    LegacySignupService,
    PromotionCodeFinder,
    SubscriptionQueriesService,
    SubscriptionCancellationService,
    CurrentSubscriptionFinder,
    SubscriptionSyncService,
    TrialEligibilityService,
  ],
  exports: [SubscriptionSyncService],
})
export class SubscriptionsModule {}
