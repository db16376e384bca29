import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { parseRate, type Rate } from './rate.js';
import { ThrottledException } from './throttled.exception.js';

const throttled = new Counter({ name: 'bff_throttled_total', help: 'Requests refused by a rate limit', labelNames: ['scope'] });

/** Sign-in is not here: LoginBackoff counts its failures. */
export type ThrottleScope = 'register' | 'reset' | 'contact' | 'page-view' | 'newsletter';

/**
 * Fixed-window counters in Redis, shared by every bff replica, per client address and per
 * account. If Redis is down the limit is not applied (logged): the site keeps working.
 */
@Injectable()
export class ThrottleService implements OnApplicationShutdown {
  private readonly logger = new Logger(ThrottleService.name);
  private readonly redis: Redis;
  /** A scope without an account rate counts per client only. */
  private readonly rates: Record<ThrottleScope, { client: Rate; account?: Rate }>;
  private readonly keyPrefix: string;

  constructor(@Inject(BFF_ENV) config: BffEnv) {
    // Commands wait for the connection (so the first requests after start are counted too), but
    // never longer than the timeout: an unreachable Redis costs a login at most that much.
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 500 });
    this.redis.on('error', () => undefined);
    this.keyPrefix = `${config.REDIS_KEY_PREFIX}throttle:`;
    this.rates = {
      register: { client: parseRate(config.THROTTLE_REGISTER_PER_CLIENT) },
      reset: { client: parseRate(config.THROTTLE_RESET_PER_CLIENT), account: parseRate(config.THROTTLE_RESET_PER_ACCOUNT) },
      contact: { client: parseRate(config.THROTTLE_CONTACT_PER_CLIENT), account: parseRate(config.THROTTLE_CONTACT_PER_ACCOUNT) },
      newsletter: {
        client: parseRate(config.THROTTLE_NEWSLETTER_PER_CLIENT),
        account: parseRate(config.THROTTLE_NEWSLETTER_PER_ACCOUNT),
      },
      'page-view': { client: parseRate(config.THROTTLE_PAGE_VIEWS_PER_CLIENT) },
    };
  }

  /** Throws DRF's 429 when the client or the account has used up its rate. */
  async check(scope: ThrottleScope, client: string, account: string | undefined): Promise<void> {
    const rates = this.rates[scope];
    const waits = await Promise.all([
      this.hit(`${scope}:client:${client}`, rates.client),
      account && rates.account ? this.hit(`${scope}:account:${account.trim().toLowerCase()}`, rates.account) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throttled.inc({ scope });
      throw new ThrottledException(wait);
    }
  }

  /** Counts one request; returns 0 when allowed, else the seconds until the window ends. */
  private async hit(key: string, rate: Rate): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / rate.periodSeconds);
    const redisKey = `${this.keyPrefix}${key}:${window}`;
    try {
      const [[, count]] = (await this.redis.multi().incr(redisKey).expire(redisKey, rate.periodSeconds).exec()) as [
        [null, number],
      ];
      if (count <= rate.limit) return 0;
      return (window + 1) * rate.periodSeconds - Date.now() / 1000;
    } catch (error) {
      this.logger.warn(`rate limit not applied, Redis unavailable: ${(error as Error).message}`);
      return 0;
    }
  }

  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}
