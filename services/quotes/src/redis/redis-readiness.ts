import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ReadinessCheck } from '@mc/runtime';
import { Redis } from 'ioredis';
import { QUOTES_ENV, type QuotesEnv } from '../config/env.js';

/**
 * Redis for /readyz, on a connection of its own: BullMQ's connections wait out an outage (as they
 * should), while a probe must fail at once, so this one has no offline queue.
 */
@Injectable()
export class RedisReadiness implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(QUOTES_ENV) config: QuotesEnv) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // The refresh processor logs Redis trouble; here it only shows in /readyz.
    this.redis.on('error', () => undefined);
    void this.redis.connect().catch(() => undefined);
  }

  readiness(): ReadinessCheck {
    return { name: 'redis', check: () => this.redis.ping() };
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
