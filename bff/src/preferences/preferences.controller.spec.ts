import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IdentityService, Problem_Kind } from '@mc/proto';
import { Authenticator } from '../auth/authenticator.js';
import { TokenCache } from '../auth/token-cache.js';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV } from '../config/env.js';
import { ApiExceptionFilter } from '../http/api-exception.filter.js';
import { installJsonBody } from '../http/json-body.js';
import type { WebApp } from '../web/web-app.js';
import { PreferencesController } from './preferences.controller.js';

/** identity as the bff hears it: token `good` is Dana's (user 42, no subscription); her zone is kept here. */
const zones = new Map<number, string>();
const calls: { method: string; request: unknown }[] = [];
const problem = (kind: Problem_Kind, field: string, code: string, message: string) => ({
  outcome: { case: 'problem', value: { kind, errors: [{ field, code, message }] } },
});
const services = {
  identity: {
    call: async (method: { name: string }, request: Record<string, unknown>) => {
      if (method === IdentityService.method.authenticate) {
        if (request.authorization === 'Token good') {
          const user = { id: 42, username: 'dana', email: 'dana@example.com', firstName: 'Dana', lastName: 'Reyes' };
          return { outcome: { case: 'user', value: user }, entitlement: { status: '', subscriber: false } };
        }
        return request.authorization
          ? problem(Problem_Kind.UNAUTHENTICATED, '', 'invalid_token', 'Invalid token.')
          : problem(Problem_Kind.UNAUTHENTICATED, '', 'not_authenticated', 'Authentication credentials were not provided.');
      }
      calls.push({ method: method.name, request });
      const userId = request.userId as number;
      if (method === IdentityService.method.updatePreferences && typeof request.timeZone === 'string') {
        if (!request.timeZone.includes('/'))
          return problem(
            Problem_Kind.INVALID,
            'time_zone',
            'invalid_time_zone',
            `"${request.timeZone}" is not a valid time zone.`,
          );
        zones.set(userId, request.timeZone);
      }
      return { outcome: { case: 'preferences', value: { timeZone: zones.get(userId) ?? 'America/New_York' } } };
    },
  },
};

@Global()
@Module({ providers: [{ provide: ServiceClients, useValue: services }], exports: [ServiceClients] })
class FakeClientsModule {}

@Module({
  imports: [FakeClientsModule],
  controllers: [PreferencesController],
  providers: [
    Authenticator,
    { provide: TokenCache, useValue: new TokenCache({ ttlMs: 60_000, maxEntries: 10 }) },
    { provide: BFF_ENV, useValue: { AUTH_CHANGE_WAIT_MS: 0 } },
  ],
})
class TestModule {}

describe('GET|PATCH /api/preferences/', () => {
  let app: NestFastifyApplication;
  const send = (method: 'GET' | 'PATCH', authorization?: string, payload?: unknown) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    if (payload === undefined) return app.inject({ method, url: '/api/preferences/', headers });
    headers['content-type'] = 'application/json';
    return app.inject({ method, url: '/api/preferences/', headers, payload: JSON.stringify(payload) });
  };

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      TestModule,
      new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true } }),
      {
        logger: false,
        bodyParser: false,
      },
    );
    installJsonBody(app.getHttpAdapter().getInstance());
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    calls.splice(0);
    zones.clear();
  });

  it('answers the signed-in account’s zone, subscriber or not', async () => {
    const response = await send('GET', 'Token good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ time_zone: 'America/New_York' });
    expect(calls).toEqual([{ method: 'GetPreferences', request: { userId: 42 } }]);
  });

  it('saves a zone and answers it', async () => {
    const response = await send('PATCH', 'Token good', { time_zone: 'Europe/London' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ time_zone: 'Europe/London' });
    expect(calls).toEqual([{ method: 'UpdatePreferences', request: { userId: 42, timeZone: 'Europe/London' } }]);
    expect((await send('GET', 'Token good')).json()).toEqual({ time_zone: 'Europe/London' });
  });

  it('leaves the zone as it is when the body does not name one (a partial update)', async () => {
    const response = await send('PATCH', 'Token good', { theme: 'dark' });
    expect(response.json()).toEqual({ time_zone: 'America/New_York' });
    expect(calls).toEqual([{ method: 'UpdatePreferences', request: { userId: 42, timeZone: undefined } }]);
  });

  it('answers identity’s refusal of an unknown zone as DRF’s 400', async () => {
    const response = await send('PATCH', 'Token good', { time_zone: 'Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ time_zone: ['"Atlantis" is not a valid time zone.'] });
  });

  it('refuses a zone that is no text, or a body that is no object, before asking identity', async () => {
    for (const [payload, body] of [
      [{ time_zone: null }, { time_zone: ['This field may not be null.'] }],
      [{ time_zone: 5 }, { time_zone: ['Not a valid string.'] }],
      [['UTC'], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ] as const) {
      const response = await send('PATCH', 'Token good', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
    }
    expect(calls).toEqual([]);
  });

  it('answers 401 in DRF’s shape without a token or with a bad one, before reading the body', async () => {
    for (const [authorization, detail] of [
      [undefined, 'Authentication credentials were not provided.'],
      ['Token bad', 'Invalid token.'],
    ] as const) {
      for (const response of [await send('GET', authorization), await send('PATCH', authorization, { time_zone: 5 })]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Token');
        expect(response.json()).toEqual({ detail });
      }
    }
    expect(calls).toEqual([]);
  });
});
