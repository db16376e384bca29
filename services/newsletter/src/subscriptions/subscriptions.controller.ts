import { Controller } from '@nestjs/common';
import { NewsletterService, type ConfirmSubscriptionRequest, type SubscribeRequest, type UnsubscribeRequest } from '@mc/proto';
import { problemReply, ProblemKind, RpcHandler, type ContractRules } from '@mc/runtime';
import { SubscriptionsService } from './subscriptions.service.js';

const INVALID_EMAIL = problemReply(ProblemKind.INVALID, [
  { field: 'email', code: 'invalid_email', message: 'The address cannot receive mail.' },
]);

/** An address within RFC 5321's 254 characters. A token's shape is looksLikeToken's, answered with the `invalid` outcome. */
const SUBSCRIBE_RULES: ContractRules = { email: { maxLength: 254 } };

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @RpcHandler(NewsletterService.method.subscribe, SUBSCRIBE_RULES)
  async subscribe({ email }: SubscribeRequest) {
    const stored = await this.subscriptions.subscribe(email);
    return stored === undefined ? INVALID_EMAIL : { outcome: { case: 'success' as const, value: { email: stored } } };
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
