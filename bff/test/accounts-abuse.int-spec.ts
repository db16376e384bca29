import { randomBytes } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BillingService, IdentityService, Problem_Kind } from '@mc/proto';
import { deleteRedisKeys } from '@mc/runtime/testing';
import { AccountsModule } from '../src/accounts/accounts.module.js';
import { NOT_THIS_BROWSER } from '../src/billing/checkout.controller.js';
import { BillingModule } from '../src/billing/billing.module.js';
import { Authenticator } from '../src/auth/authenticator.js';
import { TokenCache } from '../src/auth/token-cache.js';
import { BffRedis } from '../src/clients/bff-redis.js';
import { ServiceClients } from '../src/clients/service-clients.js';
import { EventFeed } from '../src/clients/event-feed.js';
import { BFF_ENV, bffEnv, type BffEnv } from '../src/config/env.js';
import { ApiExceptionFilter } from '../src/http/api-exception.filter.js';
import { installJsonBody } from '../src/http/json-body.js';
import { ThrottleModule } from '../src/throttle/throttle.module.js';
import type { WebApp } from '../src/web/web-app.js';

/**
 * Issue 12 §5, §7 and §8 through the bff's real routes and Redis: identity and billing are stand-ins
 * (a user `dana`, password `right-password`, id 42; `Token dana` is her token; new accounts get ids
 * from 1000; billing accepts every older sign-up unless the card is `pm_card_declined`).
 */
const namespace = `test-abuse-${randomBytes(4).toString('hex')}`;
// The bff's defaults, so that a limit added later has its value here too; then this test's own.
const config = {
  ...bffEnv(),
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `${namespace}:`,
  // Nothing kept, so the billing routes' details cache follows no events (no NATS here).
  SUBSCRIPTION_DETAILS_CACHE_TTL_MS: 0,
  THROTTLE_LOGIN_FAILURES_PER_PAIR: '3/hour',
  THROTTLE_LOGIN_FAILURES_PER_CLIENT: '6/hour',
  THROTTLE_LOGIN_BACKOFF_MS: 2_000,
  THROTTLE_LOGIN_BACKOFF_MAX_MS: 60_000,
  THROTTLE_REGISTER_PER_CLIENT: '3/hour',
  THROTTLE_RESET_PER_CLIENT: '20/hour',
  THROTTLE_RESET_PER_ACCOUNT: '5/hour',
  THROTTLE_CONTACT_PER_CLIENT: '10/hour',
  THROTTLE_CONTACT_PER_ACCOUNT: '5/hour',
  THROTTLE_PAGE_VIEWS_PER_CLIENT: '10/minute',
  THROTTLE_NEWSLETTER_PER_CLIENT: '10/hour',
  THROTTLE_NEWSLETTER_PER_ACCOUNT: '5/hour',
  SIGNUP_COOKIE_TTL_SECONDS: 600,
  AUTH_CHANGE_WAIT_MS: 0,
} as BffEnv;

const DANA = { id: 42, username: 'dana', email: 'dana@example.com', firstName: 'Dana', lastName: 'Reyes' };
const INVALID_CREDENTIALS = {
  kind: Problem_Kind.INVALID,
  errors: [{ field: '', code: 'invalid_credentials', message: 'Unable to log in with provided credentials.' }],
};
const INVALID_TOKEN = {
  kind: Problem_Kind.UNAUTHENTICATED,
  errors: [{ field: '', code: 'invalid_token', message: 'Invalid token.' }],
};
const DECLINED = {
  kind: Problem_Kind.INVALID,
  errors: [{ field: '', code: 'card_declined', message: 'Your card was declined.' }],
};
type FormText = { value: { case?: string; value?: unknown } };
/** A form value's text as the bff sent it ('' when it sent none). */
const textOf = (value?: FormText) => (value?.value.case === 'text' ? (value.value.value as string) : '');
let nextUserId = 1000;
const subscribed: number[] = [];

const services = {
  identity: {
    call: async (method: unknown, request: { username?: FormText; password?: FormText; authorization?: string }) => {
      if (method === IdentityService.method.login) {
        if (textOf(request.username).trim() === 'dana' && textOf(request.password) === 'right-password')
          return { outcome: { case: 'success', value: { authToken: 'a'.repeat(40), user: DANA } } };
        return { outcome: { case: 'problem', value: INVALID_CREDENTIALS } };
      }
      if (method === IdentityService.method.registerUser) {
        return { outcome: { case: 'user', value: { ...DANA, id: nextUserId++, username: textOf(request.username) } } };
      }
      if (method === IdentityService.method.authenticate && request.authorization === 'Token dana')
        return { outcome: { case: 'user', value: DANA }, entitlement: { subscriber: false } };
      return { outcome: { case: 'problem', value: INVALID_TOKEN } };
    },
  },
  billing: {
    call: async (method: unknown, request: { userId: number; paymentMethodId: string }) => {
      expect(method).toBe(BillingService.method.subscribeNewUser);
      if (request.paymentMethodId === 'pm_card_declined') return { outcome: { case: 'problem', value: DECLINED } };
      subscribed.push(request.userId);
      return { outcome: { case: 'subscription', value: { subscriptionId: `sub_${request.userId}` } } };
    },
  },
};

@Global()
@Module({
  providers: [
    { provide: ServiceClients, useValue: services },
    { provide: BFF_ENV, useValue: config },
    { provide: TokenCache, useValue: new TokenCache({ ttlMs: 0, maxEntries: 1 }) },
    { provide: EventFeed, useValue: {} },
    Authenticator,
    BffRedis,
  ],
  exports: [ServiceClients, BFF_ENV, TokenCache, Authenticator, BffRedis, EventFeed],
})
class FakeCoreModule {}

@Module({ imports: [FakeCoreModule, ThrottleModule, AccountsModule, BillingModule] })
class TestModule {}

describe('sign-in back-off, sign-up limit, the older sign-up bound to its browser (issue 12 §5, §7, §8)', () => {
  let app: NestFastifyApplication;
  const client = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const post = (url: string, body: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      remoteAddress,
    });
  const login = (username: unknown, password: string, from: string) => post('/auth/token/login/', { username, password }, from);

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      TestModule,
      new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true } }),
      { logger: false, bodyParser: false },
    );
    installJsonBody(app.getHttpAdapter().getInstance());
    app.useGlobalFilters(new ApiExceptionFilter({ serves: () => false } as unknown as WebApp));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app.close();
    await deleteRedisKeys(config.REDIS_URL, namespace);
  });

  describe('sign-in (§7)', () => {
    it('never refuses the owner’s right password from elsewhere, however many wrong ones another client sent', async () => {
      const guesser = client();
      const answers = [];
      for (let guess = 0; guess < 12; guess++) answers.push((await login('dana', `guess-${guess}`, guesser)).statusCode);
      expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
      expect(answers.slice(3)).toEqual(Array(9).fill(429));
      const owner = await login('dana', 'right-password', client());
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toMatchObject({ auth_token: 'a'.repeat(40), user: { id: 42 } });
    });

    it('counts failures only: a client signing in rightly is not slowed', async () => {
      const from = client();
      for (let signIn = 0; signIn < 10; signIn++) expect((await login('dana', 'right-password', from)).statusCode).toBe(200);
    });

    it('backs off exponentially, with Retry-After in the 429 and DRF’s words', async () => {
      const from = client();
      for (let guess = 0; guess < 3; guess++) expect((await login('dana', 'wrong', from)).statusCode).toBe(400);
      const first = await login('dana', 'wrong', from);
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('2');
      expect(first.json()).toEqual({ detail: 'Request was throttled. Expected available in 2 seconds.' });
      // Once the wait is over, the next failure doubles it.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await login('dana', 'wrong', from)).statusCode).toBe(400);
      const second = await login('dana', 'wrong', from);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('4');
      // The right password from this failing client waits too.
      expect((await login('dana', 'right-password', from)).statusCode).toBe(429);
    });

    it('counts a username sent as a JSON number as the same account', async () => {
      const from = client();
      for (const username of [12345, '12345', 12345]) expect((await login(username, 'wrong', from)).statusCode).toBe(400);
      expect((await login(12345, 'wrong', from)).statusCode).toBe(429);
      expect((await login('12345', 'wrong', from)).statusCode).toBe(429);
      // Another account from the same client still has its own free failures (the client's limit is higher).
      expect((await login('someone-else', 'wrong', from)).statusCode).toBe(400);
    });

    it('refuses a client failing across many accounts (credential stuffing)', async () => {
      const from = client();
      const answers = [];
      for (let account = 0; account < 8; account++)
        answers.push((await login(`victim-${account}`, 'Password1', from)).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    });

    it('lets only the free failures through when guesses arrive all at once', async () => {
      const from = client();
      const answers = await Promise.all(Array.from({ length: 10 }, () => login('dana', 'wrong', from)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
    });
  });

  describe('sign-up (§8)', () => {
    it('limits registrations per client address, with Retry-After', async () => {
      const from = client();
      for (let signUp = 0; signUp < 3; signUp++)
        expect((await post('/auth/users/', { username: `trader${randomBytes(3).toString('hex')}` }, from)).statusCode).toBe(201);
      const refused = await post('/auth/users/', { username: 'one-more' }, from);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('/auth/users/', { username: 'elsewhere' }, client())).statusCode).toBe(201);
    });
  });

  describe('the older sign-up (§5)', () => {
    const register = async (from = client()) => {
      const created = await post('/auth/users/', { username: `trader${randomBytes(3).toString('hex')}` }, from);
      expect(created.statusCode).toBe(201);
      const setCookie = String(created.headers['set-cookie']);
      return { id: (created.json() as { id: number }).id, setCookie, cookie: setCookie.split(';')[0] };
    };
    const subscribe = (userId: number, headers: Record<string, string> = {}, paymentMethodId = 'pm_card_visa') =>
      post('/subscribe/', { userId, paymentMethodId, priceId: 'price_monthly' }, client(), headers);
    const refusal = { success: false, message: NOT_THIS_BROWSER };

    it('sets a short-lived, HttpOnly, SameSite=Strict cookie for /subscribe/ only', async () => {
      const { setCookie } = await register();
      expect(setCookie).toMatch(/^mc_signup=[\w-]{43}; Path=\/subscribe\/; Max-Age=600; HttpOnly; SameSite=Strict$/);
    });

    it('refuses anyone naming a new account without its browser’s cookie, in the route’s shape', async () => {
      const { id } = await register();
      const stranger = await subscribe(id);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toEqual(refusal);
      // Another new account's cookie does not open this one.
      const other = await register();
      expect((await subscribe(id, { cookie: other.cookie })).json()).toEqual(refusal);
      expect((await subscribe(id, { cookie: 'mc_signup=forged' })).statusCode).toBe(403);
      expect(subscribed).not.toContain(id);
    });

    it('subscribes the account from the browser that created it, once; a declined card may be retried', async () => {
      const { id, cookie } = await register();
      const declined = await subscribe(id, { cookie }, 'pm_card_declined');
      expect(declined.statusCode).toBe(400);
      expect(declined.json()).toEqual({ success: false, message: 'Your card was declined.' });
      const answer = await subscribe(id, { cookie });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message: 'Subscription created successfully.',
        stripeSubscriptionId: `sub_${id}`,
      });
      expect(answer.headers['set-cookie']).toMatch(/^mc_signup=; Path=\/subscribe\/; Max-Age=0;/);
      expect((await subscribe(id, { cookie })).json()).toEqual(refusal);
      expect(subscribed.filter((user) => user === id)).toHaveLength(1);
    });

    it('lets only one of two simultaneous requests use the cookie', async () => {
      const { id, cookie } = await register();
      const answers = await Promise.all([subscribe(id, { cookie }), subscribe(id, { cookie })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    });

    it('accepts the account’s own token instead, and no one else’s', async () => {
      expect((await subscribe(42, { authorization: 'Token dana' })).statusCode).toBe(200);
      const { id } = await register();
      expect((await subscribe(id, { authorization: 'Token dana' })).json()).toEqual(refusal);
      expect((await subscribe(id, { authorization: 'Token forged' })).statusCode).toBe(401);
    });
  });
});
