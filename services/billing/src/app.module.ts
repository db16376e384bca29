import { Module, type DynamicModule } from '@nestjs/common';
import { databaseReadiness, HealthController, READINESS_CHECKS } from '@mc/runtime';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { ClientConfigController } from './client-config/client-config.controller.js';
import { BILLING_ENV, type BillingEnv } from './config/env.js';
import { BillingEventBus } from './events/event-bus.provider.js';
import { InvoicesController } from './invoices/invoices.controller.js';
import { InvoicesService } from './invoices/invoices.service.js';
import { mailerProvider } from './mail/mail.provider.js';
import { PlanPricingService } from './plans/plan-pricing.service.js';
import { PlansController } from './plans/plans.controller.js';
import { PlansService } from './plans/plans.service.js';
import { PortalController } from './portal/portal.controller.js';
import { PrismaService } from './prisma/prisma.service.js';
import { stripeClientProvider } from './stripe/stripe-client.provider.js';
import { LegacySignupService } from './subscriptions/legacy-signup.service.js';
import { PromotionCodeFinder } from './subscriptions/promotion-code.finder.js';
import { SubscriptionCreationService } from './subscriptions/subscription-creation.service.js';
import { SubscriptionQueriesService } from './subscriptions/subscription-queries.service.js';
import { SubscriptionSyncService } from './subscriptions/subscription-sync.service.js';
import { SubscriptionsController } from './subscriptions/subscriptions.controller.js';
import { BillingUsersService } from './users/billing-users.service.js';
import { StripeWebhookController } from './webhooks/stripe-webhook.controller.js';
import { StripeWebhookService } from './webhooks/stripe-webhook.service.js';

@Module({})
export class AppModule {
  static forRoot(config: BillingEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [
        HealthController,
        StripeWebhookController,
        PlansController,
        SubscriptionsController,
        InvoicesController,
        CheckoutController,
        PortalController,
        ClientConfigController,
      ],
      providers: [
        { provide: BILLING_ENV, useValue: config },
        stripeClientProvider,
        PrismaService,
        BillingEventBus,
        mailerProvider,
        PlansService,
        PlanPricingService,
        BillingUsersService,
        PromotionCodeFinder,
        SubscriptionSyncService,
        SubscriptionCreationService,
        SubscriptionQueriesService,
        LegacySignupService,
        InvoicesService,
        CheckoutService,
        StripeWebhookService,
        {
          provide: READINESS_CHECKS,
          inject: [PrismaService, BillingEventBus, PlanPricingService],
          useFactory: (prisma: PrismaService, events: BillingEventBus, plans: PlanPricingService) => [
            databaseReadiness(prisma),
            events.readiness(),
            plans.readiness(),
          ],
        },
      ],
    };
  }
}
