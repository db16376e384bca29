import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import type { FastifyInstance } from 'fastify';
import { Authenticator } from '../auth/authenticator.js';
import type { SignedInAccount } from '../auth/signed-in-account.js';
import { accessOf } from './calendar-access.js';
import { currentWeek } from './calendar-dates.js';
import { CalendarsCache } from './calendars-cache.js';
import { cacheControlFor, sendPrepared } from '../http/prepared-answer.js';

/** The key of a cached answer: who sees it, the request as written, and the week it is for. */
export const answerKey = (access: string, url: string, weekStart: string) => `${access}|${url}|${weekStart}`;

/**
 * The hot path, `GET /api/calendars/...` asked again, answered from CalendarsCache in an onRequest
 * hook: the bytes the controller cached for this URL, access and week, sent before Nest's
 * per-request pipeline (guard, pipes, parameter resolution), which costs more than half the
 * throughput (issues 8 and 17 ask for at least half of a bare node:http server's). A reader with a
 * token is served only when this replica remembers the token (TokenCache, forgotten when identity
 * says the account changed); a URL that names a `tz` goes on, since its week is that zone's. The
 * controller caches only what it validated and may show to that access level. Anything else, and a
 * miss, goes on to CalendarsController, which fills the cache. Fastify's onSend hooks (ETag and
 * 304, compression, security headers) apply as to every answer.
 */
@Injectable()
export class CalendarsFastPath implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: CalendarsCache,
    private readonly authenticator: Authenticator,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (request.method !== 'GET' || !url.startsWith('/api/calendars/') || namesZone(url)) return done();
      let account: SignedInAccount | undefined;
      const { authorization } = request.headers;
      if (authorization) {
        account = this.authenticator.remembered(authorization)?.account;
        if (!account) return done();
      }
      const week = currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from;
      const cached = this.cache.get(answerKey(accessOf(account), url, week));
      if (!cached) return done();
      void sendPrepared(reply, cached, cacheControlFor(account));
    });
  }
}

/** Whether the query string sets `tz` (in any spelling the query parser decodes to it). */
function namesZone(url: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('tz');
}
