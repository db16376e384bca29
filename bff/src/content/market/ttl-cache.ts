import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** Kept in a box: lru-cache holds no `undefined`, and a service may answer "none". */
interface Box<V> {
  readonly value: V;
}

interface Load<V> {
  readonly load: () => Promise<V>;
  readonly fallback: () => V;
}

/** Keys kept at most: the keys in use come back at their next read. */
const MAX_KEYS = 200;

/**
 * Values loaded from a service and kept for a while (lru-cache: one load at a time per key,
 * concurrent readers share it). When a load fails, the last value is served again if there is
 * one, else `fallback`, for `retryMs`: a service that is away costs one timeout per retry period,
 * not one per request.
 */
export class TtlCache<V> {
  private readonly logger = new Logger(TtlCache.name);
  private readonly cache: LRUCache<string, Box<V>, Load<V>>;

  constructor(
    private readonly what: string,
    ttlMs: number,
    retryMs: number,
    now: () => number = Date.now,
  ) {
    this.cache = new LRUCache<string, Box<V>, Load<V>>({
      max: MAX_KEYS,
      // lru-cache drops an entry once it is older than its ttl; ours ends at its ttl.
      ttl: ttlMs - 1,
      ttlResolution: 0,
      perf: { now },
      fetchMethod: async (_key, stale, { context, options }) => {
        try {
          return { value: await context.load() };
        } catch (error) {
          this.logger.warn(`${this.what} unavailable, answering without fresh data: ${(error as Error).message}`);
          options.ttl = retryMs - 1;
          return stale ?? { value: context.fallback() };
        }
      },
    });
  }

  async get(key: string, load: () => Promise<V>, fallback: () => V): Promise<V> {
    return (await this.cache.fetch(key, { context: { load, fallback } }))!.value;
  }
}
