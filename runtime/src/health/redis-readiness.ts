import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { SERVICE_ENV } from '../service/service-env.js';
import type { ReadinessCheck } from './readiness.js';

/**
 * Redis for /readyz (services with BullMQ queues: their environment has `REDIS_URL`), on a
 * connection of its own: BullMQ's connections wait out an outage, as they should, while a probe
 * must fail at once, so this one has no offline queue. List it in `ServiceCoreModule.forRoot({ readiness })`.
 */
@Injectable()
export class RedisReadiness implements ReadinessCheck, OnApplicationShutdown {
  readonly name = 'redis';
  private readonly redis: Redis;

  constructor(@Inject(SERVICE_ENV) config: { readonly REDIS_URL: string }) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // The queue's own workers log Redis trouble; here it only shows in /readyz.
    this.redis.on('error', () => undefined);
    void this.redis.connect().catch(() => undefined);
  }

  check() {
    return this.redis.ping();
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
