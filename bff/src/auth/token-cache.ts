export interface TokenCacheOptions {
  /** How long an authentication is kept at most; 0 keeps none. */
  ttlMs: number;
  /** How many are kept at most; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  readonly userId: number;
  readonly value: T;
  readonly expiresAt: number;
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
 * end of the paid period), at most `maxEntries` of them, and all of a user's are forgotten at once
 * when identity says that user's authentication changed (`forgetUser`). A lookup that was under way
 * when its user was forgotten is not kept: it may carry what has just ended. While disabled (before
 * the change feed runs, and whenever it is cut off) nothing is kept or served.
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysByUser = new Map<number, Set<string>>();
  /** User id → the change number at which they were last forgotten, oldest first. */
  private readonly forgotten = new Map<number, { change: number; at: number }>();
  private readonly waiters = new Map<number, Set<() => void>>();
  private readonly now: () => number;
  /** Counts forgettings and clears: a lookup's ticket is the count when it started. */
  private changes = 0;
  /** Lookups that started before this change number are never kept (a clear, or forgotten records pruned). */
  private keepFrom = 0;
  private enabled = false;

  constructor(private readonly options: TokenCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get active(): boolean {
    return this.enabled && this.options.ttlMs > 0;
  }

  /** The change feed runs: keep and serve again (from empty). */
  enable(): void {
    this.enabled = true;
  }

  /** The change feed is cut off: a change may be missed, so forget everything and keep nothing until enabled. */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.remove(key, entry.userId);
    return undefined;
  }

  /** Call before asking identity; pass the ticket to `keep` with the answer. */
  ticket(): number {
    return this.changes;
  }

  /** Keeps an answer obtained with `ticket`, unless its user was forgotten (or all was cleared) since. */
  keep(key: string, userId: number, value: T, ticket: number, until = Infinity): void {
    if (!this.active || key.length > MAX_KEY_LENGTH || ticket < this.keepFrom) return;
    if ((this.forgotten.get(userId)?.change ?? -1) > ticket) return;
    const expiresAt = Math.min(this.now() + this.options.ttlMs, until);
    if (expiresAt <= this.now()) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous.userId);
    while (this.entries.size >= this.options.maxEntries && this.entries.size > 0) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest.userId);
    }
    if (this.options.maxEntries <= 0) return;
    this.entries.set(key, { userId, value, expiresAt });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** identity says the user's authentication changed: drop every entry of theirs, and any lookup under way. */
  forgetUser(userId: number): void {
    const change = ++this.changes;
    const at = this.now();
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
    this.forgotten.delete(userId);
    this.forgotten.set(userId, { change, at });
    this.pruneForgotten(at);
    for (const wake of this.waiters.get(userId) ?? []) wake();
    this.waiters.delete(userId);
  }

  /**
   * Resolves true once the user is forgotten after `ticket` (perhaps already), false after
   * `timeoutMs`, or at once when disabled (no feed to wait for).
   */
  whenForgotten(userId: number, ticket: number, timeoutMs: number): Promise<boolean> {
    if ((this.forgotten.get(userId)?.change ?? -1) > ticket) return Promise.resolve(true);
    if (!this.enabled) return Promise.resolve(false);
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
    this.entries.clear();
    this.keysByUser.clear();
    this.keepFrom = ++this.changes;
  }

  private remove(key: string, userId: number): void {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }

  private pruneForgotten(now: number): void {
    for (const [userId, { change, at }] of this.forgotten) {
      if (at > now - REMEMBER_FORGOTTEN_MS) break;
      this.forgotten.delete(userId);
      // A lookup older than this record could no longer be checked against it.
      this.keepFrom = Math.max(this.keepFrom, change);
    }
  }
}
