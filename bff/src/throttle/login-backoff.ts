import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Counter } from 'prom-client';
import { BffRedis } from '../clients/bff-redis.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { parseRate, type Rate } from './rate.js';
import { ThrottledException } from './throttled.exception.js';

const refused = new Counter({
  name: 'bff_login_backoff_refused_total',
  help: 'Sign-ins refused because the client (or this account from this client) has been failing',
});

/**
 * Refuses the attempt (returns the milliseconds to wait) when any counter is in back-off, else
 * counts the attempt on every counter as a failure until it is known not to be one. Counting
 * first is what keeps a burst of concurrent guesses from all passing before any has failed.
 * KEYS: the counters; ARGV: now (ms), base delay (ms), max delay (ms), then per counter its
 * free failures and how long (s) failures are remembered after the last one.
 */
const ATTEMPT = `
local now, base, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local wait = 0
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[2 + 2 * i])
  local stored = redis.call('HMGET', key, 'n', 'at')
  local n, at = tonumber(stored[1]) or 0, tonumber(stored[2]) or 0
  if n >= free then wait = math.max(wait, at + math.min(cap, base * 2 ^ (n - free)) - now) end
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'n', 1)
  redis.call('HSET', key, 'at', now)
  redis.call('EXPIRE', key, tonumber(ARGV[3 + 2 * i]))
end
return 0`;

/** Takes back one provisional failure; ARGV[1] = 1 forgets the counter entirely. */
const UNCOUNT = `
for _, key in ipairs(KEYS) do
  if ARGV[1] == '1' then redis.call('DEL', key)
  elseif (tonumber(redis.call('HGET', key, 'n')) or 0) > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
return 0`;

/** How a sign-in ended: a refusal of the credentials (or of the form) counts against the client. */
export type LoginOutcome = 'success' | 'failure' | 'not-decided';

/** One sign-in in progress; `settle` once identity has answered (or not). */
export interface LoginAttempt {
  settle(outcome: LoginOutcome): Promise<void>;
}

/**
 * Sign-in back-off (issue 12 §7): counts FAILED sign-ins per (account, client address) pair and
 * per client address, in Redis (shared by every bff replica). Past the free failures of a counter,
 * each further attempt waits twice as long as the one before (THROTTLE_LOGIN_BACKOFF_MS doubled,
 * at most THROTTLE_LOGIN_BACKOFF_MAX_MS). A success forgets the pair's failures. Nothing is
 * counted per account alone: a client that has not been failing is never refused, so guessing
 * from elsewhere cannot lock the owner out. If Redis is down, sign-in is not limited (logged).
 */
@Injectable()
export class LoginBackoff {
  private readonly logger = new Logger(LoginBackoff.name);
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  private readonly perPair: Rate;
  private readonly perClient: Rate;

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    redis: BffRedis,
  ) {
    this.redis = redis.client;
    this.keyPrefix = `${redis.keyPrefix}throttle:login-failures:`;
    this.perPair = parseRate(config.THROTTLE_LOGIN_FAILURES_PER_PAIR);
    this.perClient = parseRate(config.THROTTLE_LOGIN_FAILURES_PER_CLIENT);
  }

  /** Throws DRF's 429 (with the wait) while the client, or this account from this client, is backing off. */
  async begin(client: string, account: string): Promise<LoginAttempt> {
    // Hashed: the account name is whatever the client sent, of any length.
    const accountKey = createHash('sha256').update(account).digest('hex');
    const pair = `${this.keyPrefix}pair:${accountKey}:${client}`;
    const perClient = `${this.keyPrefix}client:${client}`;
    const { THROTTLE_LOGIN_BACKOFF_MS: base, THROTTLE_LOGIN_BACKOFF_MAX_MS: cap } = this.config;
    const memory = (rate: Rate) => Math.max(rate.periodSeconds, Math.ceil(cap / 1000));
    let waitMs: number;
    try {
      waitMs = (await this.redis.eval(
        ATTEMPT,
        2,
        pair,
        perClient,
        Date.now(),
        base,
        cap,
        this.perPair.limit,
        memory(this.perPair),
        this.perClient.limit,
        memory(this.perClient),
      )) as number;
    } catch (error) {
      this.logger.warn(`sign-in back-off not applied, Redis unavailable: ${(error as Error).message}`);
      return { settle: async () => undefined };
    }
    if (waitMs > 0) {
      refused.inc();
      throw new ThrottledException(waitMs / 1000);
    }
    return {
      settle: async (outcome) => {
        if (outcome === 'failure') return;
        try {
          // A success clears the pair; the client's count only loses this attempt (its other failures stand).
          if (outcome === 'success') {
            await this.redis.eval(UNCOUNT, 1, pair, '1');
            await this.redis.eval(UNCOUNT, 1, perClient, '0');
          } else await this.redis.eval(UNCOUNT, 2, pair, perClient, '0');
        } catch (error) {
          this.logger.warn(`sign-in back-off not updated, Redis unavailable: ${(error as Error).message}`);
        }
      },
    };
  }
}
