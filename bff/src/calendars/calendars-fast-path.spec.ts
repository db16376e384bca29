import Fastify, { type FastifyInstance } from 'fastify';
import type { HttpAdapterHost } from '@nestjs/core';
import { DEFAULT_TIME_ZONE } from '@mc/api/calendars';
import { currentWeek } from './calendar-dates.js';
import type { CalendarsCache } from './calendars-cache.js';
import { answerKey, CalendarsFastPath } from './calendars-fast-path.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import type { Authentication, Authenticator } from '../auth/authenticator.js';

describe('CalendarsFastPath', () => {
  let fastify: FastifyInstance;
  const kept = new Map<string, PreparedAnswer>();

  beforeAll(async () => {
    fastify = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    // Stands in for CalendarsController: whatever the hook does not answer reaches it.
    fastify.get('/api/calendars/:type', async () => ({ from: 'controller' }));
    const cache = { get: (key: string) => kept.get(key) } as unknown as CalendarsCache;
    const adapterHost = { httpAdapter: { getInstance: () => fastify } } as unknown as HttpAdapterHost;
    // Tokens this replica remembers: a subscriber's and a signed-in reader's without a subscription.
    const remembered = new Map<string, Authentication>([
      [
        'Token subscriber',
        { account: { userId: 1, username: 'sub', email: 's@example.com', subscriber: true } } as Authentication,
      ],
      [
        'Token reader',
        { account: { userId: 2, username: 'reader', email: 'r@example.com', subscriber: false } } as Authentication,
      ],
    ]);
    const authenticator = { remembered: (authorization: string) => remembered.get(authorization) } as unknown as Authenticator;
    new CalendarsFastPath(adapterHost, cache, authenticator).onModuleInit();
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

  it('answers a remembered token from the answers of its access level, kept by no one', async () => {
    const url = '/api/calendars/fda/?importance=3';
    kept.set(answerKey('full', url, thisWeek()), { body: Buffer.from('{"access":"full"}') });
    kept.set(answerKey('preview', url, thisWeek()), { body: Buffer.from('{"access":"preview"}') });
    const subscriber = await fastify.inject({ url, headers: { authorization: 'Token subscriber' } });
    expect(subscriber.json()).toEqual({ access: 'full' });
    expect(subscriber.headers['cache-control']).toBe('no-store');
    expect((await fastify.inject({ url, headers: { authorization: 'Token reader' } })).json()).toEqual({ access: 'preview' });
    expect((await fastify.inject({ url })).json()).toEqual({ access: 'preview' });
  });

  it('leaves everything else to the controller: a miss, a zone, an unknown token, another method', async () => {
    kept.set(answerKey('preview', '/api/calendars/fda/', thisWeek()), { body: Buffer.from('{"count":1}') });
    kept.set(answerKey('preview', '/api/calendars/fda/?tz=Asia%2FTokyo', thisWeek()), { body: Buffer.from('{"count":2}') });
    kept.set(answerKey('preview', '/api/calendars/fda/?%74z=Asia%2FTokyo', thisWeek()), { body: Buffer.from('{"count":2}') });
    for (const request of [
      { url: '/api/calendars/ipo/' },
      { url: '/api/calendars/fda/?tz=Asia%2FTokyo' },
      { url: '/api/calendars/fda/?%74z=Asia%2FTokyo' },
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
