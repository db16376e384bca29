import { InvalidatableCache } from '@mc/runtime';

export interface TokenCacheOptions {
  /** How long an authentication is kept at most; 0 keeps none. */
  ttlMs: number;
  /** How many are kept at most; the least recently read go first. */
  maxEntries: number;
  now?: () => number;
}

/** A valid `Authorization` header is `Token ` and 40 hex digits; anything much longer is not kept. */
const MAX_KEY_LENGTH = 128;
/**
 * How long a user's forgetting is remembered: longer than any lookup can take (the RPC deadline)
 * and than a logout waits for its event.
 */
const REMEMBER_FORGOTTEN_MS = 60_000;

/**
 * Authentications the bff answered recently, by `Authorization` header, so that a signed-in request
 * needs no identity round trip. Each is kept `ttlMs` at most (or until the time it gives, e.g. the
 * end of the paid period), at most `maxEntries` of them, grouped by user: all of a user's are
 * forgotten at once when identity says that user's authentication changed (`forgetUser`). A lookup
 * that was under way when its user was forgotten is not kept: it may carry what has just ended.
 * While disabled (before the change feed runs, and whenever it is cut off) nothing is kept or served.
 */
export class TokenCache<T> {
  private readonly cache: InvalidatableCache<T>;
  private readonly waiters = new Map<number, Set<() => void>>();
  private readonly now: () => number;

  constructor(options: TokenCacheOptions) {
    this.now = options.now ?? Date.now;
    this.cache = new InvalidatableCache<T>({
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

  get(key: string): T | undefined {
    return this.cache.get(key);
  }

  /** Call before asking identity; pass the ticket to `keep` with the answer. */
  ticket(): number {
    return this.cache.mark();
  }

  /** Keeps an answer obtained with `ticket`, unless its user was forgotten (or all was cleared) since. */
  keep(key: string, userId: number, value: T, ticket: number, until = Infinity): void {
    if (key.length <= MAX_KEY_LENGTH) this.cache.keep(key, String(userId), value, ticket, until - this.now());
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
        this.waiters.get(userId)?.delete(wake);
        resolve(false);
      }, timeoutMs);
      waiters.add(wake);
    });
  }

  clear(): void {
    this.cache.clear();
  }
}
