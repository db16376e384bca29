import { Controller, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { BillingService, type Problem } from '@mc/proto';
import type * as Api from '@mc/proto/api';
import { ServiceClients } from '../clients/service-clients.js';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { MaybeSignedIn } from '../auth/signed-in.guard.js';
import { ProblemException, unwrap } from '../http/outcome.js';
import { firstError, ValidBody } from '../http/valid-body.js';
import { CheckoutBody, SubscribeNewUserBody } from './billing-input.js';

/** The older pages' payment calls (spec §7), open to visitors. */
@Controller()
export class CheckoutController {
  constructor(private readonly services: ServiceClients) {}

  /** Card form (`paymentMethodId` + `cartItems`): pays the cart. Cart page (`cartItems` only): a hosted Checkout URL. */
  @MaybeSignedIn()
  @Post('create-checkout-session/')
  @HttpCode(200)
  async checkout(
    @Account() account: SignedInAccount | undefined,
    @ValidBody(CheckoutBody, firstError) { cartItems, paymentMethodId }: z.output<typeof CheckoutBody>,
  ): Promise<Api.RedirectAnswer | Api.CartPaidAnswer> {
    if (paymentMethodId === undefined) {
      const request = { account, cartItems };
      const { url } = unwrap((await this.services.billing.call(BillingService.method.createCheckoutSession, request)).outcome);
      return { url };
    }
    const request = { account, paymentMethodId, cartItems };
    unwrap((await this.services.billing.call(BillingService.method.payCart, request)).outcome);
    return { success: true };
  }

  /**
   * `POST /subscribe/` of the older sign-up: `{success, message, stripeSubscriptionId}`. No token
   * (billing allows it only for an account registered within the hour that never subscribed).
   */
  @Post('subscribe/')
  @HttpCode(200)
  async subscribe(
    @ValidBody(SubscribeNewUserBody, firstError) request: z.output<typeof SubscribeNewUserBody>,
  ): Promise<Api.LegacySubscriptionAnswer> {
    const reply = await this.services.billing.call(BillingService.method.subscribeNewUser, request);
    if (reply.outcome.case === 'problem' && reply.outcome.value.status === 400) throw legacyRefusal(reply.outcome.value);
    const created = unwrap(reply.outcome);
    return { success: true, message: 'Subscription created successfully.', stripeSubscriptionId: created.subscriptionId };
  }
}

/** The older client reads `message` (spec §8: "server message or Subscription failed. Please try again."). */
function legacyRefusal(problem: Problem): ProblemException {
  const error = problem.body?.error;
  const body: Api.LegacySubscriptionRefusal = {
    success: false,
    message: typeof error === 'string' ? error : 'Subscription failed. Please try again.',
  };
  return new ProblemException({ ...problem, body: { ...body } });
}
