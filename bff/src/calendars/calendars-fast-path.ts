import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import type { IncomingMessage } from 'node:http';
import { Authenticator } from '../auth/authenticator.js';
import type { SignedInAccount } from '../auth/signed-in-account.js';
import { accessOf } from './calendar-access.js';
import { currentWeek } from './calendar-dates.js';
import { CalendarsCache } from './calendars-cache.js';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { cacheControlFor, PREPARED_VARY } from '../http/prepared-answer.js';

/** The key of a cached answer: who sees it, the request as written, and the week it is for. */
export const answerKey = (access: string, url: string, weekStart: string) => `${access}|${url}|${weekStart}`;

/**
 * The hot path, `GET /api/calendars/...` asked again: the bytes the controller cached for this URL,
 * access and week, found in CalendarsCache and sent before Fastify and Nest see the request
 * (http/memory-answers.ts), as the controller would send them. A reader with a token is served
 * only when this replica remembers the token (TokenCache, forgotten when identity says the account
 * changed); a URL that names a `tz` goes on, since its week is that zone's. The controller caches
 * only what it validated and may show to that access level. Anything else, and a miss, goes on to
 * CalendarsController, which fills the cache.
 */
@Injectable()
export class CalendarsFastPath implements KeptAnswers {
  /** CalendarsController's route, as Fastify names it. */
  readonly route = '/api/calendars/:type';

  constructor(
    private readonly cache: CalendarsCache,
    private readonly authenticator: Authenticator,
  ) {}

  find({ url = '', headers: { authorization } }: IncomingMessage): KeptAnswer | undefined {
    if (!url.startsWith('/api/calendars/') || namesZone(url)) return undefined;
    let account: SignedInAccount | undefined;
    if (authorization) {
      account = this.authenticator.remembered(authorization)?.account;
      if (!account) return undefined;
    }
    const week = currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from;
    const answer = this.cache.get(answerKey(accessOf(account), url, week));
    return answer && { answer, cacheControl: cacheControlFor(account), vary: PREPARED_VARY };
  }
}

/** Whether the query string sets `tz` (in any spelling the query parser decodes to it). */
function namesZone(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('tz');
}
