import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { BFF_ENV, type BffEnv } from '../config/env.js';

/**
 * The bff's one Redis client (rate limits, sign-in back-off, sign-up tickets). Commands wait for the
 * connection (so the first requests after start are counted too), but never longer than the
 * timeout: an unreachable Redis costs a request at most that much, and each user says what it does
 * without Redis.
 */
@Injectable()
export class BffRedis implements OnApplicationShutdown {
  readonly client: Redis;
  /** Every key the bff writes starts with this (`mc:`; a test run's own prefix in tests). */
  readonly keyPrefix: string;

  constructor(@Inject(BFF_ENV) config: BffEnv) {
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 500 });
    this.client.on('error', () => undefined);
    this.keyPrefix = config.REDIS_KEY_PREFIX;
  }

  onApplicationShutdown() {
    this.client.disconnect();
  }
}
