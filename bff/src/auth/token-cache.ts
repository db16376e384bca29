import { InvalidatableCache, type Loaded } from '@mc/runtime';

export interface TokenCacheOptions {
  /** How long an authentication is kept at most; 0 keeps none. */
  ttlMs: number;
  /** How many are kept at most; the least recently read go first. */
  maxEntries: number;
  now?: () => number;
}

/** What a lookup found: the value, its user, and the time it can be kept until at most (e.g. the end of the paid period). */
export interface Lookup<T> {
  userId: number;
  value: T;
  until?: number;
}

interface Kept<T> {
  readonly value: T;
  /** Whether the entry ends with its lifetime (not earlier, at the `until` it was given): only those are renewed. */
  readonly renewable: boolean;
}

/** A valid `Authorization` header is `Token ` and 40 hex digits; anything much longer is not kept. */
const MAX_KEY_LENGTH = 128;
/**
 * How long a user's forgetting is remembered: longer than any lookup can take (the RPC deadline)
 * and than a logout waits for its event.
 */
const REMEMBER_FORGOTTEN_MS = 60_000;
/**
 * An entry read in the last quarter of its lifetime is looked up again in the background (`get`), so
 * that a reader who keeps reading never waits for identity when it ends. Under load that wait was
 * every in-flight request of the token at once, each asking identity (docs/benchmarks.md).
 */
const REFRESH_AHEAD_SHARE = 0.25;

/**
 * Authentications the bff answered recently, by `Authorization` header, so that a signed-in request
 * needs no identity round trip. Each is kept `ttlMs` at most (or until the time it gives, e.g. the
 * end of the paid period), at most `maxEntries` of them, grouped by user: all of a user's are
 * forgotten at once when identity says that user's authentication changed (`forgetUser`). A lookup
 * that was under way when its user was forgotten is not kept: it may carry what has just ended.
 * Lookups of one header under way at once are one (`fetch`), and an entry still read near its end is
 * renewed before it ends (`get`), both through InvalidatableCache (lru-cache's fetch). While disabled
 * (before the change feed runs, and whenever it is cut off) nothing is kept, served or shared.
 */
export class TokenCache<T> {
  private readonly cache: InvalidatableCache<Kept<T>>;
  private readonly ttlMs: number;
  private readonly waiters = new Map<number, Set<() => void>>();
  private readonly now: () => number;

  constructor(options: TokenCacheOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs;
    this.cache = new InvalidatableCache<Kept<T>>({
      maxEntries: options.maxEntries,
      ttlMs: options.ttlMs,
      rememberChangesMs: REMEMBER_FORGOTTEN_MS,
      now: this.now,
    });
    this.cache.pause();
  }

  get size(): number {
    return this.cache.size;
  }

  get active(): boolean {
    return this.cache.active;
  }

  /** The change feed runs: keep and serve again (from empty). */
  enable(): void {
    this.cache.resume();
  }

  /** The change feed is cut off: a change may be missed, so forget everything and keep nothing until enabled. */
  disable(): void {
    this.cache.pause();
  }

  /**
   * The value kept for `key`. Read in the last quarter of its lifetime, it is looked up again once with
   * `refresh`, in the background, and replaced; a refresh that fails ends it (the next request asks
   * itself). An entry that ends earlier, at the `until` it was given, is left to end.
   */
  get(key: string, refresh?: () => Promise<Lookup<T>>): T | undefined {
    const kept = this.cache.get(key);
    if (!kept) return undefined;
    if (refresh && kept.renewable && this.cache.remainingMs(key) <= this.ttlMs * REFRESH_AHEAD_SHARE)
      this.cache.renew(key, this.loaderOf(refresh));
    return kept.value;
  }

  /**
   * The value kept for `key`, else `lookup`'s, kept as `keep` keeps it. Requests that miss the same key
   * at once share one lookup (one refusal, too: a refusal is never kept), except while disabled. Called
   * after `get` missed: it does not renew what it finds.
   */
  async fetch(key: string, lookup: () => Promise<Lookup<T>>): Promise<T> {
    // Not shared while disabled: a change could go unseen, and a request after it must not join an older lookup.
    if (!this.cache.active || key.length > MAX_KEY_LENGTH) return (await lookup()).value;
    return (await this.cache.lookUp(key, this.loaderOf(lookup))).value;
  }

  /** Call before asking identity; pass the ticket to `keep` with the answer. */
  ticket(): number {
    return this.cache.mark();
  }

  /** Keeps an answer obtained with `ticket`, unless its user was forgotten (or all was cleared) since. */
  keep(key: string, userId: number, value: T, ticket: number, until = Infinity): void {
    if (key.length > MAX_KEY_LENGTH) return;
    const { group, value: kept, ttlMs } = this.toKeep({ userId, value, until });
    this.cache.keep(key, group, kept, ticket, ttlMs);
  }

  /** identity says the user's authentication changed: drop every entry of theirs, and any lookup under way. */
  forgetUser(userId: number): void {
    this.cache.invalidate(String(userId));
    for (const wake of this.waiters.get(userId) ?? []) wake();
    this.waiters.delete(userId);
  }

  /**
   * Resolves true once the user is forgotten after `ticket` (perhaps already), false after
   * `timeoutMs`, or at once when disabled (no feed to wait for).
   */
  whenForgotten(userId: number, ticket: number, timeoutMs: number): Promise<boolean> {
    if (this.cache.groupChangedSince(String(userId), ticket)) return Promise.resolve(true);
    if (!this.cache.active) return Promise.resolve(false);
    return new Promise((resolve) => {
      let waiters = this.waiters.get(userId);
      if (!waiters) this.waiters.set(userId, (waiters = new Set()));
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        if (waiters.size === 0 && this.waiters.get(userId) === waiters) this.waiters.delete(userId);
        resolve(false);
      }, timeoutMs);
      waiters.add(wake);
    });
  }

  clear(): void {
    this.cache.clear();
  }

  /** A lookup as the cache loads it: grouped by user, kept until `until` at most. */
  private loaderOf(lookup: () => Promise<Lookup<T>>): () => Promise<Loaded<Kept<T>>> {
    return async () => this.toKeep(await lookup());
  }

  private toKeep({ userId, value, until = Infinity }: Lookup<T>): Loaded<Kept<T>> {
    const ttlMs = until - this.now();
    return { group: String(userId), value: { value, renewable: ttlMs > this.ttlMs }, ttlMs };
  }
}
