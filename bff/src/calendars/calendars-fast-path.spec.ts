import Fastify, { type FastifyInstance } from 'fastify';
import type { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import { currentWeek } from './calendar-dates.js';
import type { CalendarsCache } from './calendars-cache.js';
import { answerKey, CalendarsFastPath } from './calendars-fast-path.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';

describe('CalendarsFastPath', () => {
  let fastify: FastifyInstance;
  const kept = new Map<string, PreparedAnswer>();

  beforeAll(async () => {
    fastify = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    // Stands in for CalendarsController: whatever the hook does not answer reaches it.
    fastify.get('/api/calendars/:type', async () => ({ from: 'controller' }));
    const cache = { get: (key: string) => kept.get(key) } as unknown as CalendarsCache;
    const adapterHost = { httpAdapter: { getInstance: () => fastify } } as unknown as HttpAdapterHost;
    new CalendarsFastPath(adapterHost, cache).onModuleInit();
    await fastify.ready();
  });
  afterAll(() => fastify.close());

  const thisWeek = () => currentWeek(new Date(), DEFAULT_TIME_ZONE).date_from;

  it('answers a visitor’s unfiltered week from the cache, as the controller would', async () => {
    kept.set(answerKey('preview', '/api/calendars/earnings/', thisWeek()), { body: Buffer.from('{"count":9}') });
    const reply = await fastify.inject({ url: '/api/calendars/earnings/' });
    expect(reply.json()).toEqual({ count: 9 });
    expect(reply.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Authorization',
    });
  });

  it('leaves everything else to the controller: a miss, a query, a token, another method', async () => {
    kept.set(answerKey('preview', '/api/calendars/fda/', thisWeek()), { body: Buffer.from('{"count":1}') });
    for (const request of [
      { url: '/api/calendars/ipo/' },
      { url: '/api/calendars/fda/?importance=3' },
      { url: '/api/calendars/fda/', headers: { authorization: 'Token abc' } },
    ])
      expect((await fastify.inject(request)).json()).toEqual({ from: 'controller' });
    expect((await fastify.inject({ method: 'HEAD', url: '/api/calendars/fda/' })).body).toBe('');
  });

  it('does not serve last week’s answer', async () => {
    kept.set(answerKey('preview', '/api/calendars/splits/', '2020-01-06'), { body: Buffer.from('{"count":3}') });
    expect((await fastify.inject({ url: '/api/calendars/splits/' })).json()).toEqual({ from: 'controller' });
  });
});
