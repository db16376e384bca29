import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, type CalendarAccess } from '@mc/api/calendars';
import querystring from 'fast-querystring';
import type { IncomingMessage } from 'node:http';
import { Authenticator } from '../auth/authenticator.js';
import type { SignedInAccount } from '../auth/signed-in-account.js';
import type { KeptAnswer, KeptAnswers } from '../http/memory-answers.js';
import { cacheControlFor, PREPARED_VARY, type JsonAnswer } from '../http/prepared-answer.js';
import { fieldRefusals } from '../http/text-refusal.js';
import { accessOf, refusalOf } from './calendar-access.js';
import { currentWeek } from './calendar-dates.js';
import { calendarPageJson, isPastLastPage } from './calendar-page.js';
import { CalendarPages } from './calendar-pages.js';
import { CalendarQuerySchema } from './calendar-query.schema.js';
import { isFieldErrors, resolveCalendarRequest } from './calendar-request.js';
import { CalendarsCache } from './calendars-cache.js';

/** The key of a cached answer: who sees it, the request as written, and the week it is for. */
export const answerKey = (access: string, url: string, weekStart: string) => `${access}|${url}|${weekStart}`;

/** A calendar with a query string, as the screens and the API's readers write it: its type, and the query. */
const FILTERED_URL = /^\/api\/calendars\/([a-z_]+)\/?\?(.+)$/;

/**
 * The hot paths of `GET /api/calendars/...`, answered before Fastify and Nest see the request
 * (http/memory-answers.ts), as CalendarsController would answer them:
 *
 * - asked again: the bytes the controller cached for this URL, access and week (CalendarsCache);
 * - a ticker filter asked for the first time (a reader's own symbols in a month, a sector, an
 *   importance): its page, from the rows kept for the same query without tickers
 *   (CalendarPages.keptPage), sent once and not kept, as the controller does with a first request.
 *   Its second request goes on to the controller, which keeps it.
 *
 * A reader with a token is served only when this replica remembers the token (TokenCache, forgotten
 * when identity says the account changed); a URL that names a `tz` goes on, since its week is that
 * zone's. Anything else goes on to the controller: a miss, rows not kept, a watch list, CSV, a page
 * past the last, and every input the controller refuses (its words are the controller's).
 */
@Injectable()
export class CalendarsFastPath implements KeptAnswers {
  /** CalendarsController's route, as Fastify names it. */
  readonly route = '/api/calendars/:type';

  constructor(
    private readonly cache: CalendarsCache,
    private readonly pages: CalendarPages,
    private readonly authenticator: Authenticator,
  ) {}

  find({ url = '', headers: { authorization } }: IncomingMessage): KeptAnswer | undefined {
    if (!url.startsWith('/api/calendars/') || namesZone(url)) return undefined;
    let account: SignedInAccount | undefined;
    if (authorization) {
      account = this.authenticator.remembered(authorization)?.account;
      if (!account) return undefined;
    }
    const now = new Date();
    const access = accessOf(account);
    const key = answerKey(access, url, currentWeek(now, DEFAULT_TIME_ZONE).date_from);
    const answer: JsonAnswer | undefined = this.cache.get(key) ?? this.firstFilter(url, access, key, now);
    return answer === undefined ? undefined : { answer, cacheControl: cacheControlFor(account), vary: PREPARED_VARY };
  }

  /** A ticker filter's first request, answered from kept rows; undefined leaves it to the controller. */
  private firstFilter(url: string, access: CalendarAccess, key: string, now: Date): string | undefined {
    const [, type, search] = FILTERED_URL.exec(url) ?? [];
    // Only a ticker filter is answered from kept rows: anything else is not parsed twice.
    if (!type || !search.includes('tickers=')) return undefined;
    // Fastify's own query parser (find-my-way's), so that the door reads the query as the route does.
    const query = querystring.parse(search);
    if (Object.keys(fieldRefusals(query)).length) return undefined;
    const input = CalendarQuerySchema.safeParse(query);
    if (!input.success) return undefined;
    const request = resolveCalendarRequest(type, input.data, now);
    if (isFieldErrors(request) || request.watchlist !== null || request.format !== 'json' || refusalOf(request, access))
      return undefined;
    const page = this.pages.keptPage(request, access);
    if (!page || isPastLastPage(request, page)) return undefined;
    // Last, so that only a request answered here counts as asked (CalendarsCache.answer).
    if (!this.cache.isFirstAsk(key)) return undefined;
    return calendarPageJson(url, request, page, access);
  }
}

/** Whether the query string sets `tz` (in any spelling the query parser decodes to it). */
function namesZone(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('tz');
}
