import { Controller } from '@nestjs/common';
import { NewsletterService, type ConfirmSubscriptionRequest, type SubscribeRequest, type UnsubscribeRequest } from '@mc/proto';
import { RpcHandler, type ContractRules } from '@mc/runtime';
import { SubscriptionsService } from './subscriptions.service.js';

/** DRF's EmailField message, as the bff words its own refusal of the same field. */
const INVALID_EMAIL = { email: ['Enter a valid email address.'] };

/** An address within RFC 5321's 254 characters. A token's shape is looksLikeToken's, answered with the `invalid` outcome. */
const SUBSCRIBE_RULES: ContractRules = { email: { maxLength: 254 } };

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @RpcHandler(NewsletterService.method.subscribe, SUBSCRIBE_RULES)
  async subscribe({ email }: SubscribeRequest) {
    const stored = await this.subscriptions.subscribe(email);
    return stored === undefined
      ? { outcome: { case: 'problem' as const, value: { status: 400, body: INVALID_EMAIL } } }
      : { outcome: { case: 'success' as const, value: { email: stored } } };
  }

  @RpcHandler(NewsletterService.method.confirmSubscription)
  async confirmSubscription({ token }: ConfirmSubscriptionRequest) {
    return { outcome: await this.subscriptions.confirm(token) };
  }

  @RpcHandler(NewsletterService.method.unsubscribe)
  async unsubscribe({ token, oneClick }: UnsubscribeRequest) {
    return { outcome: await this.subscriptions.unsubscribe(token, oneClick) };
  }
}
