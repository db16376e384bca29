import { Inject, Injectable, Logger } from '@nestjs/common';
import { Counter } from 'prom-client';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { BffRedis } from '../clients/bff-redis.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { parseRate, type Rate } from './rate.js';
import { ThrottledException } from './throttled.exception.js';

const throttled = new Counter({ name: 'bff_throttled_total', help: 'Requests refused by a rate limit', labelNames: ['scope'] });

/** Sign-in is not here: LoginBackoff counts its failures. */
export type ThrottleScope =
  'register' | 'reset' | 'contact' | 'page-view' | 'newsletter' | 'company-search' | 'trial-eligibility' | 'calendar-feed';

interface ScopeLimiters {
  readonly client: RateLimiterRedis;
  /** A scope without one counts per client only. */
  readonly account?: RateLimiterRedis;
}

/**
 * Fixed-window counters (rate-limiter-flexible) in Redis, shared by every bff replica, per client
 * address and per account, with the rates of the configuration (DRF's `5/hour` syntax). If Redis
 * is down the limit is not applied (logged): the site keeps working. Routes declare theirs with
 * `@RateLimit` (rate-limit.guard.ts); nothing else calls `check`.
 */
@Injectable()
export class RateLimits {
  private readonly logger = new Logger(RateLimits.name);
  private readonly scopes: Record<ThrottleScope, ScopeLimiters>;

  constructor(@Inject(BFF_ENV) config: BffEnv, redis: BffRedis) {
    const limiter = (scope: ThrottleScope, who: 'client' | 'account', rate: Rate) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.keyPrefix}throttle:${scope}:${who}`,
        points: rate.limit,
        duration: rate.periodSeconds,
      });
    const scope = (name: ThrottleScope, client: string, account?: string): ScopeLimiters => ({
      client: limiter(name, 'client', parseRate(client)),
      ...(account && { account: limiter(name, 'account', parseRate(account)) }),
    });
    this.scopes = {
      register: scope('register', config.THROTTLE_REGISTER_PER_CLIENT),
      reset: scope('reset', config.THROTTLE_RESET_PER_CLIENT, config.THROTTLE_RESET_PER_ACCOUNT),
      contact: scope('contact', config.THROTTLE_CONTACT_PER_CLIENT, config.THROTTLE_CONTACT_PER_ACCOUNT),
      newsletter: scope('newsletter', config.THROTTLE_NEWSLETTER_PER_CLIENT, config.THROTTLE_NEWSLETTER_PER_ACCOUNT),
      'page-view': scope('page-view', config.THROTTLE_PAGE_VIEWS_PER_CLIENT),
      'company-search': scope('company-search', config.THROTTLE_COMPANY_SEARCH_PER_CLIENT),
      'trial-eligibility': scope('trial-eligibility', config.THROTTLE_TRIAL_ELIGIBILITY_PER_CLIENT),
      'calendar-feed': scope('calendar-feed', config.THROTTLE_CALENDAR_FEED_PER_CLIENT, config.THROTTLE_CALENDAR_FEED_PER_TOKEN),
    };
  }

  /** Throws DRF's 429 when the client or the account has used up its rate. */
  async check(scope: ThrottleScope, client: string, account: string | undefined): Promise<void> {
    const limiters = this.scopes[scope];
    const waits = await Promise.all([
      this.hit(limiters.client, client),
      account && limiters.account ? this.hit(limiters.account, account.trim().toLowerCase()) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      throttled.inc({ scope });
      throw new ThrottledException(wait);
    }
  }

  /** Counts one request; returns 0 when allowed, else the seconds until the window ends. */
  private async hit(limiter: RateLimiterRedis, key: string): Promise<number> {
    try {
      await limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext / 1000;
      this.logger.warn(`rate limit not applied, Redis unavailable: ${(refusal as Error).message}`);
      return 0;
    }
  }
}
