import { randomBytes } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import type { BffEnv } from '../src/config/env.js';
import { ThrottleService } from '../src/throttle/throttle.service.js';

describe('ThrottleService (Redis)', () => {
  const config = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    THROTTLE_LOGIN_PER_CLIENT: '5/minute',
    THROTTLE_LOGIN_PER_ACCOUNT: '2/minute',
    THROTTLE_RESET_PER_CLIENT: '3/hour',
    THROTTLE_RESET_PER_ACCOUNT: '1/hour',
  } as BffEnv;
  let throttle: ThrottleService;
  const client = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;

  beforeAll(() => {
    throttle = new ThrottleService(config);
  });
  afterAll(() => throttle.onApplicationShutdown());

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
    await throttle.check('login', client(), account);
    await throttle.check('login', client(), account.toUpperCase());
    const refused = await refusal(throttle.check('login', client(), account));
    expect(refused?.getStatus()).toBe(429);
    expect(refused?.getResponse()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
    });
  });

  it('refuses a client past its rate, whatever the accounts it tries', async () => {
    const address = client();
    for (let attempt = 0; attempt < 5; attempt++)
      await throttle.check('login', address, `user-${attempt}-${randomBytes(3).toString('hex')}`);
    expect((await refusal(throttle.check('login', address, 'someone-new')))?.getStatus()).toBe(429);
  });

  it('counts password resets separately from logins', async () => {
    const address = client();
    const email = `${randomBytes(4).toString('hex')}@example.com`;
    await throttle.check('reset', address, email);
    expect((await refusal(throttle.check('reset', address, email)))?.getStatus()).toBe(429);
    expect(await refusal(throttle.check('login', address, email))).toBeUndefined();
  });

  it('lets requests through (and says so in the log) when Redis is unreachable', async () => {
    const offline = new ThrottleService({ ...config, REDIS_URL: 'redis://127.0.0.1:1' });
    const address = client();
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await refusal(offline.check('reset', address, 'a@example.com'))).toBeUndefined();
    await offline.onApplicationShutdown();
  });
});
