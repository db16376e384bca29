import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { RefreshModule } from '../refresh/refresh.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { WebhookHttpErrorsFilter } from './webhook-http-errors.filter.js';

/**
 * Stripe's signed deliveries at POST /stripe/webhook: recorded once each, the objects they name queued for a re-read.
 * Refusals on billing's HTTP port are answered in the billing shape (WebhookHttpErrorsFilter).
 */
@Module({
  imports: [StripeModule, RefreshModule],
  controllers: [StripeWebhookController],
  providers: [StripeWebhookService, { provide: APP_FILTER, useClass: WebhookHttpErrorsFilter }],
})
export class WebhooksModule {}
