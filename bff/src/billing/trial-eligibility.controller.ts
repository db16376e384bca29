import { Controller, HttpCode, Post } from '@nestjs/common';
import { BillingService } from '@mc/proto';
import type * as Api from '@mc/api';
import type { z } from 'zod';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { MaybeSignedIn } from '../auth/signed-in.guard.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { firstError, ValidBody } from '../http/valid-body.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { TrialEligibilityBody } from './billing-input.js';
import { trialEligibilityJson } from './billing-json.js';

/**
 * Issue 19 §1: before any charge, whether this account and card get the free trial, or what today
 * costs. Open to visitors: the register form asks before the account exists (the card alone decides);
 * limited per client address, since each check reads the card at Stripe (no card testing through it).
 */
@Controller()
export class TrialEligibilityController {
  constructor(private readonly services: ServiceClients) {}

  @MaybeSignedIn()
  @Post('api/trial-eligibility/')
  @RateLimit('trial-eligibility')
  @HttpCode(200)
  async check(
    @Account() account: SignedInAccount | undefined,
    @ValidBody(TrialEligibilityBody, firstError) body: z.output<typeof TrialEligibilityBody>,
  ): Promise<Api.TrialEligibilityAnswer> {
    const request = { account, paymentMethodId: body.payment_method_id, priceId: body.price_id };
    const reply = await this.services.billing.call(BillingService.method.checkTrialEligibility, request);
    return trialEligibilityJson(unwrap(reply.outcome, 'billing'));
  }
}
