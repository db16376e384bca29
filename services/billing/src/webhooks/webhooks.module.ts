import { Module } from '@nestjs/common';
import { MailModule } from '@mc/runtime';
import { StripeModule } from '../stripe/stripe.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/** Stripe's signed deliveries at POST /stripe/webhook: subscriptions, invoices, checkouts, trial reminders. */
@Module({
  imports: [StripeModule, SubscriptionsModule, MailModule],
  controllers: [StripeWebhookController],
  providers: [StripeWebhookService],
})
export class WebhooksModule {}
