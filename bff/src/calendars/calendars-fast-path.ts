import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import type { FastifyInstance } from 'fastify';
import { currentWeek } from './calendar-dates.js';
import { CalendarsCache } from './calendars-cache.js';
import { sendPrepared } from '../http/prepared-answer.js';

/** The key of a cached answer: who sees it, the request as written, and the week it is for. */
export const answerKey = (access: string, url: string, weekStart: string) => `${access}|${url}|${weekStart}`;

/**
 * The hot path, `GET /api/calendars/{type}/` by a visitor with no query string, answered from
 * CalendarsCache in an onRequest hook: the bytes the controller cached for this URL and week, sent
 * before Nest's per-request pipeline (guard, pipes, parameter resolution) runs, which took more
 * than half the throughput (issue 8 asks for at least half of a bare node:http server's). Anything
 * else, and a miss, goes on to CalendarsController, which fills the cache. Fastify's onSend hooks
 * (ETag and 304, compression, security headers) apply as to every answer.
 */
@Injectable()
export class CalendarsFastPath implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: CalendarsCache,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (request.method !== 'GET' || !url.startsWith('/api/calendars/') || url.includes('?') || request.headers.authorization)
        return done();
      const cached = this.cache.get(answerKey('preview', url, currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from));
      if (!cached) return done();
      void sendPrepared(reply, cached, 'no-cache');
    });
  }
}
