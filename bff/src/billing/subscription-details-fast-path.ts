import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { Authenticator } from '../auth/authenticator.js';
import { OWN_ANSWER_CACHE_CONTROL } from '../http/answer-headers.js';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { PREPARED_VARY } from '../http/prepared-answer.js';
import { SubscriptionDetailsCache } from './subscription-details-cache.js';

export const SUBSCRIPTION_DETAILS_PATH = '/api/get-subscription-details/';

/**
 * `GET /api/get-subscription-details/` for a token this replica remembers whose subscriber's
 * details it keeps (SubscriptionDetailsCache, forgotten on billing.details.changed.v1): the answer
 * SubscriptionsController would send from the same memory, written before Fastify
 * (http/memory-answers.ts). Anything else (an unknown token, details not kept, a query string)
 * goes to the controller, which asks identity or billing and keeps what they answer.
 */
@Injectable()
export class SubscriptionDetailsFastPath implements KeptAnswers {
  readonly route = SUBSCRIPTION_DETAILS_PATH;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly details: SubscriptionDetailsCache,
  ) {}

  find({ url, headers: { authorization } }: IncomingMessage): KeptAnswer | undefined {
    if (url !== SUBSCRIPTION_DETAILS_PATH || !authorization) return undefined;
    const account = this.authenticator.remembered(authorization)?.account;
    const answer = account && this.details.kept(account.userId);
    return answer && { answer, cacheControl: OWN_ANSWER_CACHE_CONTROL, vary: PREPARED_VARY };
  }
}
