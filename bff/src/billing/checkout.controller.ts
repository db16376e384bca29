import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { BillingService, type Problem } from '@mc/proto';
import { ServiceClients } from '../clients/service-clients.js';
import { optionalAccount } from '../http/authenticated-account.js';
import { ProblemException, unwrap } from '../http/outcome.js';
import { bodyObject, cartItems, requiredId, requiredText } from './billing-input.js';

/** The older pages' payment calls (spec §7), open to visitors. */
@Controller()
export class CheckoutController {
  constructor(private readonly services: ServiceClients) {}

  /** Card form (`paymentMethodId` + `cartItems`): pays the cart. Cart page (`cartItems` only): a hosted Checkout URL. */
  @Post('create-checkout-session/')
  @HttpCode(200)
  async checkout(@Headers('authorization') authorization = '', @Body() body: unknown) {
    const fields = bodyObject(body);
    const items = cartItems(fields);
    const account = await optionalAccount(this.services, authorization);
    if (fields.paymentMethodId === undefined) {
      const request = { account, cartItems: items };
      const { url } = unwrap((await this.services.billing.call(BillingService.method.createCheckoutSession, request)).outcome);
      return { url };
    }
    const request = { account, paymentMethodId: requiredText(fields, 'paymentMethodId'), cartItems: items };
    unwrap((await this.services.billing.call(BillingService.method.payCart, request)).outcome);
    return { success: true };
  }

  /**
   * `POST /subscribe/` of the older sign-up: `{success, message, stripeSubscriptionId}`. No token
   * (billing allows it only for an account registered within the hour that never subscribed).
   */
  @Post('subscribe/')
  @HttpCode(200)
  async subscribe(@Body() body: unknown) {
    const fields = bodyObject(body);
    const request = {
      userId: requiredId(fields, 'userId'),
      paymentMethodId: requiredText(fields, 'paymentMethodId'),
      priceId: requiredText(fields, 'priceId'),
    };
    const reply = await this.services.billing.call(BillingService.method.subscribeNewUser, request);
    if (reply.outcome.case === 'problem' && reply.outcome.value.status === 400) throw legacyRefusal(reply.outcome.value);
    const created = unwrap(reply.outcome);
    return { success: true, message: 'Subscription created successfully.', stripeSubscriptionId: created.subscriptionId };
  }
}

/** The older client reads `message` (spec §8: "server message or Subscription failed. Please try again."). */
function legacyRefusal(problem: Problem): ProblemException {
  const error = problem.body?.error;
  const message = typeof error === 'string' ? error : 'Subscription failed. Please try again.';
  return new ProblemException({ ...problem, body: { success: false, message } });
}
