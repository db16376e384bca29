import { Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ACCESS_STATUSES, BillingService } from '@mc/proto';
import type * as Api from '@mc/api';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { Authenticator } from '../auth/authenticator.js';
import { SignedIn } from '../auth/signed-in.guard.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer.js';
import { firstError, ValidBody } from '../http/valid-body.js';
import { CreateSubscriptionBody } from './billing-input.js';
import { detailsJson, invoiceJson, subscriptionCreationJson } from './billing-json.js';
import { SubscriptionDetailsCache } from './subscription-details-cache.js';

/** The signed-in subscriber's calls of spec §7: every one needs a token (identity's 401 otherwise). */
@SignedIn()
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly services: ServiceClients,
    private readonly authenticator: Authenticator,
    private readonly detailsCache: SubscriptionDetailsCache,
  ) {}

  @Post('api/create-subscription/')
  @HttpCode(200)
  async create(
    @Account() account: SignedInAccount,
    @Headers('authorization') authorization: string,
    @ValidBody(CreateSubscriptionBody, firstError) body: z.output<typeof CreateSubscriptionBody>,
  ): Promise<Api.SubscriptionCreation> {
    const request = {
      account,
      paymentMethodId: body.payment_method_id,
      priceId: body.price_id,
      promotionCode: body.promotion_code,
      chargeNowConfirmed: body.charge_now_confirmed,
    };
    // Answered once the new subscriber's next request reads as one (issue 18 §10: read your own writes).
    const created = await this.authenticator.grantAccess(
      authorization,
      async () =>
        unwrap((await this.services.billing.call(BillingService.method.createSubscription, request)).outcome, 'billing'),
      // A client secret means the bank still has to confirm: not a subscriber yet (issue 19 §2), nothing to wait for.
      ({ status, clientSecret }) => ACCESS_STATUSES.has(status) && !clientSecret,
    );
    // billing's event will say so too; this replica's next read must not wait for it.
    this.detailsCache.forget(account.userId);
    return subscriptionCreationJson(created);
  }

  /**
   * From this replica's copy until billing says the subscriber's details changed (issue 17). Once
   * kept, a remembered token's request is answered before Nest (SubscriptionDetailsFastPath).
   */
  @Get('api/get-subscription-details/')
  async details(@Account() account: SignedInAccount, @Res() reply: FastifyReply) {
    const answer = await this.detailsCache.answer(account.userId, async () => {
      const details = await this.services.billing.call(BillingService.method.getSubscriptionDetails, { account });
      return prepareAnswer(detailsJson(unwrap(details.outcome, 'billing')) satisfies Api.SubscriptionDetails);
    });
    return sendPrepared(reply, answer, 'no-store');
  }

  @Get('api/subscription-status/')
  async status(@Account() account: SignedInAccount): Promise<Api.SubscriptionStatusAnswer> {
    const reply = await this.services.billing.call(BillingService.method.getSubscriptionStatus, { account });
    return { subscription_status: unwrap(reply.outcome, 'billing').status };
  }

  /** Issue 19 §2: what Stripe.js needs to resume the bank's confirmation from the profile; 404 when nothing waits. */
  @Get('api/subscription-confirmation/')
  async pendingConfirmation(@Account() account: SignedInAccount): Promise<Api.PendingConfirmationAnswer> {
    const reply = await this.services.billing.call(BillingService.method.getPendingConfirmation, { account });
    const pending = unwrap(reply.outcome, 'billing');
    return {
      client_secret: pending.clientSecret,
      intent: pending.intent === 'setup' ? 'setup' : 'payment',
      status: pending.status,
    };
  }

  @Get('api/get-invoices/')
  async invoices(@Account() account: SignedInAccount): Promise<Api.InvoicesAnswer> {
    const reply = await this.services.billing.call(BillingService.method.listInvoices, { account });
    return { invoices: unwrap(reply.outcome, 'billing').invoices.map(invoiceJson) };
  }

  @Post('api/cancel-subscription/')
  @HttpCode(200)
  async cancel(@Account() account: SignedInAccount): Promise<Api.CancellationAnswer> {
    const reply = await this.services.billing.call(BillingService.method.cancelSubscription, { account });
    this.detailsCache.forget(account.userId);
    return { message: unwrap(reply.outcome, 'billing').message };
  }

  @Post('api/create-portal-session/')
  @HttpCode(200)
  async portal(@Account() account: SignedInAccount): Promise<Api.RedirectAnswer> {
    const reply = await this.services.billing.call(BillingService.method.createPortalSession, { account });
    return { url: unwrap(reply.outcome, 'billing').url };
  }
}
