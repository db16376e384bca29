import { Module } from '@nestjs/common';
import { RefreshModule } from '../refresh/refresh.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/** Stripe's signed deliveries at POST /stripe/webhook: recorded once each, the objects they name queued for a re-read. */
@Module({
  imports: [StripeModule, RefreshModule],
  controllers: [StripeWebhookController],
  providers: [StripeWebhookService],
})
export class WebhooksModule {}
