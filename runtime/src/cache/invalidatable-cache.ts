import { LRUCache } from 'lru-cache';

export interface InvalidatableCacheOptions<V> {
  /** Entries kept at most; beyond that the least recently read goes first. */
  readonly maxEntries: number;
  /** How long an entry is kept at most, in milliseconds; 0 keeps nothing. */
  readonly ttlMs: number;
  /** Bytes kept at most, counted by `bytesOf`; an entry larger than this is not kept. */
  readonly maxBytes?: number;
  readonly bytesOf?: (value: V) => number;
  /** Groups whose entries change whenever `group` does (e.g. a combined view of every group). */
  readonly alsoChanges?: (group: string) => readonly string[];
  /**
   * How long a change is remembered for `keep`: longer than any load can take. A load older than
   * the oldest change still remembered is never kept.
   */
  readonly rememberChangesMs?: number;
  readonly now?: () => number;
}

/** What a load found: the value, its group, and how long it may be kept when that is less than `ttlMs`. */
export interface Loaded<V> {
  readonly group: string;
  readonly value: V;
  /** Milliseconds it may be kept at most (e.g. until a paid period ends); 0 or less keeps it not at all. */
  readonly ttlMs?: number;
}

interface Entry<V> {
  readonly group: string;
  readonly value: V;
  /** False when its lifetime was too short to keep it at all: only the requests that shared its load get it. */
  readonly keepable: boolean;
}

interface Load<V> {
  /** Undefined when only the load tells (a token's user): every change then detaches it. */
  readonly group: string | undefined;
  readonly load: () => Promise<Loaded<V>>;
}

/**
 * An lru-cache whose entries each belong to a group (a calendar, a user), dropped together when an
 * event says their group changed. What lru-cache does not know is ours, and only that: a change
 * counter, so that an answer loaded before a change of its group is never kept, and a request after
 * a change never joins a load that began before it. While paused (the events are not followed, so a
 * change could go unseen) nothing is kept or served.
 */
export class InvalidatableCache<V> {
  private readonly lru: LRUCache<string, Entry<V>, Load<V>>;
  private readonly now: () => number;
  /** Group → the change number at which it last changed, and when; oldest first. */
  private readonly changes = new Map<string, { change: number; at: number }>();
  /** Loads under way, by key: a change of their group detaches them from later requests. */
  private readonly loading = new Map<string, Load<V>>();
  /** Counts changes and clears: a load's mark is the count when it began. */
  private changeCount = 0;
  /** Loads that began before this change number are never kept (a clear, or changes no longer remembered). */
  private keepFrom = 0;
  private paused = false;

  constructor(private readonly options: InvalidatableCacheOptions<V>) {
    this.now = options.now ?? Date.now;
    const { bytesOf, maxBytes } = options;
    this.lru = new LRUCache<string, Entry<V>, Load<V>>({
      max: Math.max(1, options.maxEntries),
      ...(maxBytes && bytesOf && { maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, bytesOf(entry.value)) }),
      // Times are read on every check: the default 1 ms resolution would hide an injected clock's moves.
      ttlResolution: 0,
      perf: { now: this.now },
      // A load detached by a change still answers the requests that joined it, but is not stored.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { context, options: stored }) => {
        this.loading.set(key, context);
        try {
          const { group, value, ttlMs } = await context.load();
          const ttl = this.lruTtl(ttlMs);
          if (ttl >= 1) stored.ttl = ttl;
          return { group, value, keepable: ttl >= 1 };
        } finally {
          if (this.loading.get(key) === context) this.loading.delete(key);
        }
      },
    });
  }

  get size(): number {
    return this.lru.size;
  }

  /** Keeps and serves entries (the events are followed). */
  get active(): boolean {
    return !this.paused && this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  /** The events are cut off: forget everything and keep nothing until `resume`. */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  resume(): void {
    this.paused = false;
  }

  get(key: string): V | undefined {
    return this.paused ? undefined : this.lru.get(key)?.value;
  }

  /** Milliseconds until the entry kept for `key` ends (0 when there is none). */
  remainingMs(key: string): number {
    return this.paused ? 0 : this.lru.getRemainingTTL(key);
  }

  /** Call before loading; pass the mark to `keep` with the answer. */
  mark(): number {
    return this.changeCount;
  }

  /** Whether `group` changed (or everything was cleared) after `mark`: a load begun at `mark` is not to be kept. */
  changedSince(group: string, mark: number): boolean {
    return mark < this.keepFrom || this.groupChangedSince(group, mark);
  }

  /** Whether an event said `group` changed after `mark` (and that change is still remembered). */
  groupChangedSince(group: string, mark: number): boolean {
    return (this.changes.get(group)?.change ?? -1) > mark;
  }

  /** Keeps a value loaded since `mark` (for at most `ttlMs`), unless its group changed since; says whether it did. */
  keep(key: string, group: string, value: V, mark: number, ttlMs = this.options.ttlMs): boolean {
    if (!this.active || this.changedSince(group, mark)) return false;
    const ttl = this.lruTtl(ttlMs);
    if (ttl < 1) return false;
    this.lru.set(key, { group, value, keepable: true }, { ttl });
    return this.lru.has(key);
  }

  /**
   * The value kept for `key`, else the one `load` gives, kept until `group` changes. Requests that
   * miss the same key at once share one load.
   */
  fetch(key: string, group: string, load: () => Promise<V>): Promise<V> {
    return this.fetchLoaded(key, group, async () => ({ group, value: await load() }));
  }

  /**
   * As `fetch`, for a value whose group only its load tells (a token's user), and which may be kept
   * for less than `ttlMs`: any change while it loads detaches it, and it is kept only if its group did
   * not change since it began.
   */
  lookUp(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    return this.fetchLoaded(key, undefined, load);
  }

  /**
   * Loads the entry kept for `key` again, in the background, while it is still served for the rest
   * of its lifetime (lru-cache's forced refresh); the new value replaces it. A renewal that fails ends
   * the entry. One at a time; nothing happens when the key is not kept or is loading already.
   */
  renew(key: string, load: () => Promise<Loaded<V>>): void {
    if (!this.active || this.loading.has(key) || !this.lru.has(key)) return;
    this.fetchLoaded(key, undefined, load, true).catch(() => undefined);
  }

  private async fetchLoaded(
    key: string,
    group: string | undefined,
    load: () => Promise<Loaded<V>>,
    forceRefresh = false,
  ): Promise<V> {
    const kept = forceRefresh ? undefined : this.get(key);
    if (kept !== undefined) return kept;
    const mark = this.mark();
    const entry = (await this.lru.fetch(key, { context: { group, load }, ttl: Math.max(1, this.lruTtl()), forceRefresh }))!;
    // Stored, but not to be kept (too short a life, paused, or changed meanwhile): drop it, unless a newer load put another there.
    if ((!entry.keepable || !this.active || this.changedSince(entry.group, mark)) && this.lru.peek(key) === entry)
      this.lru.delete(key);
    return entry.value;
  }

  /** lru-cache drops an entry once it is older than its ttl; ours ends at its ttl (below 1, not kept: 0 would mean forever). */
  private lruTtl(ttlMs = this.options.ttlMs): number {
    return Math.min(ttlMs, this.options.ttlMs) - 1;
  }

  /**
   * These groups changed: their entries go, and loads under way for them are neither kept nor joined.
   * Several at once cost one pass over the entries.
   */
  invalidate(...groups: string[]): void {
    if (groups.length === 0) return;
    const at = this.now();
    const change = ++this.changeCount;
    const changed = new Set(groups.flatMap((group) => [group, ...(this.options.alsoChanges?.(group) ?? [])]));
    for (const name of changed) {
      this.changes.delete(name);
      this.changes.set(name, { change, at });
    }
    this.forgetOldChanges(at);
    const stale = [...this.loading].filter(([, load]) => load.group === undefined || changed.has(load.group)).map(([key]) => key);
    for (const [key, entry] of this.lru.entries()) if (changed.has(entry.group)) stale.push(key);
    for (const key of stale) {
      this.loading.delete(key);
      this.lru.delete(key);
    }
  }

  /** Everything goes (changes may have been missed); loads under way are neither kept nor joined. */
  clear(): void {
    this.keepFrom = ++this.changeCount;
    this.loading.clear();
    this.lru.clear();
  }

  private forgetOldChanges(now: number): void {
    const rememberMs = this.options.rememberChangesMs ?? 60_000;
    for (const [group, { change, at }] of this.changes) {
      if (at > now - rememberMs) break;
      this.changes.delete(group);
      // A load older than this record could no longer be checked against it.
      this.keepFrom = Math.max(this.keepFrom, change);
    }
  }
}
