import { Controller, HttpCode, HttpException, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BillingService } from '@mc/proto';
import type * as Api from '@mc/api';
import { SignupTickets } from '../accounts/signup-tickets.js';
import { ServiceClients } from '../clients/service-clients.js';
import { Account, type SignedInAccount } from '../auth/account.decorator.js';
import { MaybeSignedIn } from '../auth/signed-in.guard.js';
import { unwrap } from '../http/outcome.js';
import { firstError, ValidBody } from '../http/valid-body.js';
import { CheckoutBody, SubscribeNewUserBody } from './billing-input.js';

/** The older pages' payment calls (spec §7), open to visitors. */
@Controller()
export class CheckoutController {
  constructor(
    private readonly services: ServiceClients,
    private readonly signupTickets: SignupTickets,
  ) {}

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
      const { url } = unwrap(
        (await this.services.billing.call(BillingService.method.createCheckoutSession, request)).outcome,
        'billing',
      );
      return { url };
    }
    const request = { account, paymentMethodId, cartItems };
    unwrap((await this.services.billing.call(BillingService.method.payCart, request)).outcome, 'billing');
    return { success: true };
  }

  /**
   * `POST /subscribe/` of the older sign-up: `{success, message, stripeSubscriptionId}`. Only for
   * the browser that created the account (its registration cookie, taken once) or the account's
   * own token; billing then allows it only for an account registered within the hour that never
   * subscribed.
   */
  @MaybeSignedIn()
  @Post('subscribe/')
  @HttpCode(200)
  async subscribe(
    @Account() account: SignedInAccount | undefined,
    @ValidBody(SubscribeNewUserBody, firstError) body: z.output<typeof SubscribeNewUserBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) answer: FastifyReply,
  ): Promise<Api.LegacySubscriptionAnswer> {
    const ticket = account?.userId === body.userId ? undefined : await this.signupTickets.claim(request);
    if (account?.userId !== body.userId && ticket?.userId !== body.userId) {
      await ticket?.restore();
      throw notThisBrowser();
    }
    let reply;
    try {
      reply = await this.services.billing.call(BillingService.method.subscribeNewUser, body);
    } catch (error) {
      await ticket?.restore();
      throw error;
    }
    // A declined card: the same browser may try another.
    if (reply.outcome.case === 'problem') await ticket?.restore();
    const created = unwrap(reply.outcome, 'legacy-signup');
    if (ticket) this.signupTickets.forget(request, answer);
    return { success: true, message: 'Subscription created successfully.', stripeSubscriptionId: created.subscriptionId };
  }
}

/** Someone else's account, or a sign-up from another browser (issue 12 §5), in the route's own shape. */
function notThisBrowser(): HttpException {
  const body: Api.LegacySubscriptionRefusal = { success: false, message: NOT_THIS_BROWSER };
  return new HttpException(body, 403);
}

export const NOT_THIS_BROWSER =
  'This sign-up can only be completed in the browser that created the account. Please log in to subscribe.';
