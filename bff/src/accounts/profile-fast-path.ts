import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { Authenticator } from '../auth/authenticator.js';
import { OWN_ANSWER_CACHE_CONTROL } from '../http/answer-headers.js';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { prepareAnswer } from '../http/prepared-answer.js';
import { userJson } from '../http/user-json.js';

export const PROFILE_PATH = '/usermanagement/profile/';

/**
 * `GET /usermanagement/profile/` for a token this replica remembers (TokenCache, forgotten when
 * identity says the account changed): the user AccountsController would answer from the same
 * memory, written before Fastify (http/memory-answers.ts). The reader's own answer: `no-store`, no
 * ETag. An unknown token, a query string or another spelling of the path goes to the controller,
 * which asks identity and remembers the token.
 */
@Injectable()
export class ProfileFastPath implements KeptAnswers {
  readonly route = PROFILE_PATH;

  constructor(private readonly authenticator: Authenticator) {}

  find({ url, headers: { authorization } }: IncomingMessage): KeptAnswer | undefined {
    if (url !== PROFILE_PATH || !authorization) return undefined;
    const user = this.authenticator.remembered(authorization)?.user;
    return user && { answer: prepareAnswer(userJson(user)), cacheControl: OWN_ANSWER_CACHE_CONTROL };
  }
}
