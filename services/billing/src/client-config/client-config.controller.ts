import { Controller, Inject } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import { RpcHandler, SERVICE_ENV } from '@mc/runtime';
import { success } from '../common/problem.js';
import type { BillingEnv } from '../config/env.js';

/** What the web client needs to load Stripe.js (spec §3 "Configuration"); publishable values only. */
@Controller()
export class ClientConfigController {
  constructor(@Inject(SERVICE_ENV) private readonly config: BillingEnv) {}

  @RpcHandler(BillingService.method.getClientConfig)
  get() {
    return success({
      stripePublishableKey: this.config.STRIPE_PUBLISHABLE_KEY,
      stripeJsUrl: this.config.STRIPE_JS_URL,
      pricingTableId: this.config.STRIPE_PRICING_TABLE_ID || undefined,
      customerPortalUrl: this.config.CUSTOMER_PORTAL_URL || undefined,
    });
  }
}
