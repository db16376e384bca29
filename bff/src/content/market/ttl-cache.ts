import { Logger } from '@nestjs/common';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * Values loaded from a service and kept for a while, one load at a time per key (concurrent
 * readers share it). When a load fails, the last value is served again if there is one, else
 * `fallback`, for `retryMs`: a service that is away costs one timeout per retry period, not one
 * per request.
 */
export class TtlCache<V> {
  private readonly logger = new Logger(TtlCache.name);
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly what: string,
    private readonly ttlMs: number,
    private readonly retryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>, fallback: () => V): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.value);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => this.keep(key, value, this.ttlMs),
        (error: unknown) => {
          this.logger.warn(`${this.what} unavailable, answering without fresh data: ${(error as Error).message}`);
          return this.keep(key, entry?.value ?? fallback(), this.retryMs);
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, value: V, forMs: number): V {
    this.loading.delete(key);
    // Old keys would pile up otherwise; the keys in use come back at their next read.
    if (this.entries.size > 200) this.entries.clear();
    this.entries.set(key, { value, expiresAt: this.now() + forMs });
    return value;
  }
}
