import { Injectable } from '@nestjs/common';
import type { User } from '@mc/proto';
import type { IncomingMessage } from 'node:http';
import { Authenticator } from '../auth/authenticator.js';
import { OWN_ANSWER_CACHE_CONTROL } from '../http/answer-headers.js';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { prepareAnswer, type PreparedAnswer } from '../http/prepared-answer.js';
import { userJson } from '../http/user-json.js';

export const PROFILE_PATH = '/usermanagement/profile/';

/**
 * `GET /usermanagement/profile/` for a token this replica remembers (TokenCache, forgotten when
 * identity says the account changed): the user AccountsController would answer from the same
 * memory, written before Fastify (http/memory-answers.ts). The reader's own answer: `no-store`, no
 * ETag. An unknown token, a query string or another spelling of the path goes to the controller,
 * which asks identity and remembers the token. Each remembered user is serialized once: TokenCache
 * keeps one user object per entry, and a change of the account replaces the entry.
 */
@Injectable()
export class ProfileFastPath implements KeptAnswers {
  readonly route = PROFILE_PATH;

  private readonly answers = new WeakMap<User, PreparedAnswer>();

  constructor(private readonly authenticator: Authenticator) {}

  find({ url, headers: { authorization } }: IncomingMessage): KeptAnswer | undefined {
    if (url !== PROFILE_PATH || !authorization) return undefined;
    const user = this.authenticator.remembered(authorization)?.user;
    if (!user) return undefined;
    let answer = this.answers.get(user);
    if (!answer) this.answers.set(user, (answer = prepareAnswer(userJson(user))));
    return { answer, cacheControl: OWN_ANSWER_CACHE_CONTROL };
  }
}
