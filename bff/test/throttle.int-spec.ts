import { randomBytes } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { deleteRedisKeys } from '@mc/runtime/testing';
import { Redis } from 'ioredis';
import { BffRedis } from '../src/clients/bff-redis.js';
import { bffEnv, type BffEnv } from '../src/config/env.js';
import { RateLimits } from '../src/throttle/rate-limits.js';
import { ThrottledException } from '../src/throttle/throttled.exception.js';

describe('RateLimits (Redis)', () => {
  const namespace = `test-throttle-${randomBytes(4).toString('hex')}`;
  // The bff's defaults, so that a limit added later has its value here too; then this test's own.
  const config = {
    ...bffEnv(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Keys of this test's own: the machine's Redis may hold a running product's throttles (`mc:`).
    REDIS_KEY_PREFIX: `${namespace}:`,
    THROTTLE_REGISTER_PER_CLIENT: '2/hour',
    THROTTLE_RESET_PER_CLIENT: '3/hour',
    THROTTLE_RESET_PER_ACCOUNT: '1/hour',
    THROTTLE_CONTACT_PER_CLIENT: '5/minute',
    THROTTLE_CONTACT_PER_ACCOUNT: '2/minute',
    THROTTLE_PAGE_VIEWS_PER_CLIENT: '3/minute',
    THROTTLE_NEWSLETTER_PER_CLIENT: '20/hour',
    THROTTLE_NEWSLETTER_PER_ACCOUNT: '5/hour',
  } as BffEnv;
  let redis: BffRedis;
  let throttle: RateLimits;
  const client = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;

  beforeAll(() => {
    redis = new BffRedis(config);
    throttle = new RateLimits(config, redis);
  });
  afterAll(async () => {
    redis.onApplicationShutdown();
    await deleteRedisKeys(config.REDIS_URL, namespace);
  });

  it('keeps its counters under its key prefix only', async () => {
    const account = `prefix-${randomBytes(4).toString('hex')}`;
    await throttle.check('contact', client(), account);
    const redis = new Redis(config.REDIS_URL);
    try {
      expect(await redis.keys(`*${account}*`)).toEqual([
        expect.stringMatching(new RegExp(`^${config.REDIS_KEY_PREFIX}throttle:contact:account:${account}$`)),
      ]);
    } finally {
      redis.disconnect();
    }
  });

  const refusal = async (work: Promise<void>) => {
    try {
      await work;
      return undefined;
    } catch (error) {
      return error as HttpException;
    }
  };

  it('refuses an account past its rate with DRF’s 429, whatever the client address', async () => {
    const account = `trader-${randomBytes(4).toString('hex')}`;
    await throttle.check('contact', client(), account);
    await throttle.check('contact', client(), account.toUpperCase());
    const refused = await refusal(throttle.check('contact', client(), account));
    expect(refused?.getStatus()).toBe(429);
    expect(refused?.getResponse()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
    });
  });

  it('refuses a client past its rate, whatever the accounts it tries', async () => {
    const address = client();
    for (let attempt = 0; attempt < 5; attempt++)
      await throttle.check('contact', address, `user-${attempt}-${randomBytes(3).toString('hex')}`);
    expect((await refusal(throttle.check('contact', address, 'someone-new')))?.getStatus()).toBe(429);
  });

  it('limits sign-ups per client address (issue 12 §8)', async () => {
    const address = client();
    for (let signUp = 0; signUp < 2; signUp++)
      expect(await refusal(throttle.check('register', address, undefined))).toBeUndefined();
    expect(await refusal(throttle.check('register', address, undefined))).toBeInstanceOf(ThrottledException);
    expect(await refusal(throttle.check('register', client(), undefined))).toBeUndefined();
  });

  it('counts password resets separately from contact messages', async () => {
    const address = client();
    const email = `${randomBytes(4).toString('hex')}@example.com`;
    await throttle.check('reset', address, email);
    expect((await refusal(throttle.check('reset', address, email)))?.getStatus()).toBe(429);
    expect(await refusal(throttle.check('contact', address, email))).toBeUndefined();
  });

  it('counts page views per client only, and says when to come back', async () => {
    const address = client();
    for (let view = 0; view < 3; view++) await throttle.check('page-view', address, undefined);
    const refused = await refusal(throttle.check('page-view', address, undefined));
    expect(refused).toBeInstanceOf(ThrottledException);
    const { retryAfterSeconds } = refused as ThrottledException;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused?.getResponse()).toEqual({ detail: expect.stringContaining(`available in ${retryAfterSeconds} second`) });
    expect(await refusal(throttle.check('page-view', client(), undefined))).toBeUndefined();
  });

  it('lets requests through (and says so in the log) when Redis is unreachable', async () => {
    const offlineRedis = new BffRedis({ ...config, REDIS_URL: 'redis://127.0.0.1:1' });
    const offline = new RateLimits(config, offlineRedis);
    const address = client();
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await refusal(offline.check('reset', address, 'a@example.com'))).toBeUndefined();
    offlineRedis.onApplicationShutdown();
  });
});
