import { Controller, Inject } from '@nestjs/common';
import { BillingService, type CreatePortalSessionRequest } from '@mc/proto';
import { RpcHandler, SERVICE_ENV, siteLink } from '@mc/runtime';
import Stripe from 'stripe';
import { ACCOUNT_RULES } from '../common/contract-rules.js';
import { success } from '../common/problem.js';
import type { BillingEnv } from '../config/env.js';
import { STRIPE } from '../stripe/stripe-client.provider.js';
import { stripeFailure } from '../stripe/stripe-failure.js';
import { BillingUsersService } from '../users/billing-users.service.js';

/** The profile's "Manage billing" link: a Stripe billing portal session for the signed-in customer. */
@Controller()
export class PortalController {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(SERVICE_ENV) private readonly config: BillingEnv,
    private readonly users: BillingUsersService,
  ) {}

  @RpcHandler(BillingService.method.createPortalSession, ACCOUNT_RULES)
  async create(request: CreatePortalSessionRequest) {
    const user = await this.users.saveAccount(request.account);
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: await this.users.stripeCustomerOf(user),
        return_url: this.config.CUSTOMER_PORTAL_RETURN_URL || siteLink(this.config.SITE_URL, '/profile'),
      });
      return success({ url: session.url });
    } catch (error) {
      return stripeFailure(error);
    }
  }
}
