import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { SERVICE_ENV } from '@mc/runtime';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { BillingEnv } from '../config/env.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { countRefusedDelivery, StripeWebhookService } from './stripe-webhook.service.js';
import { verifyWebhook } from './webhook-signature.js';

/**
 * Stripe's deliveries. Verify first (a bad, stale or future-dated signature is a 400 and changes
 * nothing), then apply; a signed event that cannot be applied is acknowledged (200, `unusable`) so
 * Stripe stops sending it; a failure while applying (the database away) is a 500, which Stripe retries.
 */
@Controller('stripe')
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    private readonly webhooks: StripeWebhookService,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string) {
    const verified = verifyWebhook(this.stripe.webhooks, request.rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    if (!verified.ok) {
      this.logger.warn(`refused a webhook delivery: ${verified.reason}`);
      countRefusedDelivery();
      throw new BadRequestException({ error: 'Invalid Stripe signature.' });
    }
    const outcome = await this.webhooks.apply(verified.event);
    return { received: true, outcome };
  }
}
