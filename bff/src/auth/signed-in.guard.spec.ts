import { Controller, Get, Global, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IdentityService, Problem_Kind } from '@mc/proto';
import { z } from 'zod';
import { ServiceClients } from '../clients/service-clients.js';
import { BFF_ENV } from '../config/env.js';
import { ApiExceptionFilter } from '../http/api-exception.filter.js';
import { installJsonBody } from '../http/json-body.js';
import { ValidBody } from '../http/valid-body.js';
import type { WebApp } from '../web/web-app.js';
import { Account, type SignedInAccount } from './account.decorator.js';
import { Authenticator } from './authenticator.js';
import { TokenCache } from './token-cache.js';
import { MaybeSignedIn, SignedIn } from './signed-in.guard.js';

const Watch = z.object({ ticker: z.string({ error: 'Enter a ticker.' }) });

@Controller('test')
class AccountEchoController {
  @SignedIn()
  @Get('signed-in')
  signedIn(@Account() account: SignedInAccount) {
    return account;
  }

  @MaybeSignedIn()
  @Get('open')
  open(@Account() account: SignedInAccount | undefined) {
    return { account: account ?? null };
  }

  @SignedIn()
  @Post('watch')
  watch(@Account() account: SignedInAccount, @ValidBody(Watch) { ticker }: z.output<typeof Watch>) {
    return { userId: account.userId, ticker };
  }

  @Get('unguarded')
  unguarded(@Account() account: SignedInAccount | undefined) {
    return { account };
  }
}

const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' };

/**
 * identity as TokenAuthentication answers: token `good` is Dana's, who subscribes; `lapsed` is
 * Sam's, whose subscription was canceled; anything else is refused.
 */
const identityCalls: string[] = [];
const services = {
  identity: {
    call: async (method: unknown, { authorization }: { authorization: string }) => {
      expect(method).toBe(IdentityService.method.authenticate);
      identityCalls.push(authorization);
      if (authorization === 'Token good') {
        const user = { id: 42, username: 'dana', email: 'dana@example.com', firstName: 'Dana', lastName: 'Reyes' };
        return { outcome: { case: 'user', value: user }, entitlement: { status: 'active', subscriber: true } };
      }
      if (authorization === 'Token lapsed') {
        const user = { id: 43, username: 'sam', email: 'sam@example.com', firstName: 'Sam', lastName: 'Okafor' };
        return { outcome: { case: 'user', value: user }, entitlement: { status: 'canceled', subscriber: false } };
      }
      const error = authorization
        ? { field: '', code: 'invalid_token', message: 'Invalid token.' }
        : { field: '', code: 'not_authenticated', message: 'Authentication credentials were not provided.' };
      return { outcome: { case: 'problem', value: { kind: Problem_Kind.UNAUTHENTICATED, errors: [error] } } };
    },
  },
};

@Global()
@Module({ providers: [{ provide: ServiceClients, useValue: services }], exports: [ServiceClients] })
class FakeClientsModule {}

// Nothing remembered (the cache is never enabled here): every request asks identity.
@Module({
  imports: [FakeClientsModule],
  controllers: [AccountEchoController],
  providers: [
    Authenticator,
    { provide: TokenCache, useValue: new TokenCache({ ttlMs: 60_000, maxEntries: 10 }) },
    { provide: BFF_ENV, useValue: { AUTH_CHANGE_WAIT_MS: 0 } },
  ],
})
class TestModule {}

describe('@SignedIn / @MaybeSignedIn / @Account', () => {
  let app: NestFastifyApplication;
  const inject = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: unknown) =>
    app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
      logger: false,
      bodyParser: false,
    });
    installJsonBody(app.getHttpAdapter().getInstance());
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());
  beforeEach(() => identityCalls.splice(0));

  it('gives a signed-in route the account identity authenticated', async () => {
    const response = await inject('GET', '/test/signed-in', 'Token good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 42, username: 'dana', email: 'dana@example.com', subscriber: true });
    expect(identityCalls).toEqual(['Token good']);
  });

  it('answers identity’s 401 with WWW-Authenticate when a signed-in route gets no or a bad token', async () => {
    for (const [authorization, body] of [
      [undefined, NO_CREDENTIALS],
      ['Token bad', { detail: 'Invalid token.' }],
    ] as const) {
      const response = await inject('GET', '/test/signed-in', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Token');
      expect(response.json()).toEqual(body);
    }
    expect(identityCalls).toEqual(['', 'Token bad']);
  });

  it('lets a visitor through an open route without asking identity, but still refuses a bad token', async () => {
    const visitor = await inject('GET', '/test/open');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ account: null });
    expect(identityCalls).toEqual([]);

    expect((await inject('GET', '/test/open', 'Token good')).json()).toEqual({
      account: { userId: 42, username: 'dana', email: 'dana@example.com', subscriber: true },
    });
    expect((await inject('GET', '/test/open', 'Token lapsed')).json()).toEqual({
      account: { userId: 43, username: 'sam', email: 'sam@example.com', subscriber: false },
    });
    const bad = await inject('GET', '/test/open', 'Token bad');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('authenticates before it reads the body, and refuses a bad body in DRF’s shape', async () => {
    expect((await inject('POST', '/test/watch', undefined, { ticker: 5 })).statusCode).toBe(401);
    const refused = await inject('POST', '/test/watch', 'Token good', { ticker: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ticker: ['Enter a ticker.'] });
    const accepted = await inject('POST', '/test/watch', 'Token good', { ticker: 'NVDA', extra: true });
    expect(accepted.json()).toEqual({ userId: 42, ticker: 'NVDA' });
  });

  it('refuses to hand out an account on a route that does not say whether it needs one', async () => {
    const response = await inject('GET', '/test/unguarded', 'Token good');
    expect(response.statusCode).toBe(500);
    expect(identityCalls).toEqual([]);
  });
});
