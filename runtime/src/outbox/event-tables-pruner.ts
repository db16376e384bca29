import { Logger } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Leases } from '../lease/lease.js';
import { eventStreamConfig } from '../messaging/stream-config.js';
import type { TransactionRunner } from './sql-executor.js';

const DAY_MS = 86_400_000;

export interface PruneLimits {
  /** Published outbox rows older than this go: JetStream has them (and drops a re-publish only within minutes). */
  publishedOutboxMs: number;
  /**
   * Processed-event ids older than this go: the stream keeps events this long, so no redelivery of
   * an older event can come, and nothing is left for the id to guard against.
   */
  processedEventsMs: number;
  /** Rows one DELETE removes: short statements, so writers and the relay never wait long on a prune. */
  batchSize: number;
}

export const DEFAULT_PRUNE_LIMITS: PruneLimits = {
  publishedOutboxMs: 7 * DAY_MS,
  processedEventsMs: eventStreamConfig(1).max_age / 1_000_000,
  batchSize: 1_000,
};

/** Rows deleted and rows left, per table, after one prune. */
export interface PruneResult {
  outbox_events: { pruned: number; kept: number };
  processed_events: { pruned: number; kept: number };
}

const pruned = new Counter({
  name: 'event_tables_pruned_rows_total',
  help: 'Rows the event-tables pruning job deleted (published outbox rows, processed-event ids), by table',
  labelNames: ['table'],
});
const kept = new Gauge({
  name: 'event_tables_rows',
  help: 'Rows left in each event table after the last prune on this replica, by table',
  labelNames: ['table'],
});

/** What each table keeps: `$1` is the age limit in milliseconds. */
const OLD_ROWS = {
  outbox_events: "published_at < now() - $1::bigint * interval '1 millisecond'",
  processed_events: "processed_at < now() - $1::bigint * interval '1 millisecond'",
} as const;

type EventTable = keyof typeof OLD_ROWS;

/** Deletes the rows of `table` older than `ageMs`, `batchSize` at a time, each batch its own transaction; returns how many. */
async function pruneTable(db: TransactionRunner, table: EventTable, ageMs: number, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.$transaction((tx) =>
      tx.$executeRawUnsafe(
        `DELETE FROM ${table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${table} WHERE ${OLD_ROWS[table]} LIMIT $2))`,
        Math.round(ageMs),
        batchSize,
      ),
    );
    total += deleted;
    pruned.inc({ table }, deleted);
    if (deleted < batchSize) return total;
  }
}

async function countRows(db: TransactionRunner, table: EventTable): Promise<number> {
  const [{ count }] = await db.$transaction((tx) =>
    tx.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${table}`),
  );
  kept.set({ table }, count);
  return count;
}

/** Deletes published outbox rows and processed-event ids past their limits, in batches; counts what is left. */
export async function pruneEventTables(db: TransactionRunner, limits: PruneLimits = DEFAULT_PRUNE_LIMITS): Promise<PruneResult> {
  const outbox = await pruneTable(db, 'outbox_events', limits.publishedOutboxMs, limits.batchSize);
  const processed = await pruneTable(db, 'processed_events', limits.processedEventsMs, limits.batchSize);
  return {
    outbox_events: { pruned: outbox, kept: await countRows(db, 'outbox_events') },
    processed_events: { pruned: processed, kept: await countRows(db, 'processed_events') },
  };
}

export interface PruneSchedule {
  /** How often each replica asks whether a prune is due. */
  checkEveryMs: number;
  /** How long a prune's lease lasts unreleased: no other prune starts anywhere within it. */
  pruneEveryMs: number;
}

export const DEFAULT_PRUNE_SCHEDULE: PruneSchedule = { checkEveryMs: 10 * 60_000, pruneEveryMs: 60 * 60_000 };

/** The runtime lease that spaces prunes: one replica at a time, once per `pruneEveryMs`. */
export const PRUNE_LEASE_KEY = 'runtime:prune-event-tables';

/**
 * Keeps a service's outbox and processed-event tables to their retention. Every replica asks every
 * `checkEveryMs`; the one that claims the runtime lease PRUNE_LEASE_KEY prunes, and leaves the
 * claim to lapse by itself after `pruneEveryMs` instead of giving it back, so prunes run one at a
 * time and at most once in that time across all replicas, on the database's clock. (Not a BullMQ
 * job scheduler: identity, billing and content have no Redis, and every service has its database.)
 */
export class EventTablesPruner {
  private readonly logger = new Logger(EventTablesPruner.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: TransactionRunner,
    private readonly schedule: PruneSchedule = DEFAULT_PRUNE_SCHEDULE,
    private readonly limits: PruneLimits = DEFAULT_PRUNE_LIMITS,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.pruneIfDue()
        .catch((error: Error) => this.logger.warn(`pruning the event tables failed, the next check retries: ${error.message}`))
        .finally(() => (this.running = undefined));
    }, this.schedule.checkEveryMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Prunes when this replica wins the lease; undefined when another replica pruned within `pruneEveryMs`. */
  async pruneIfDue(): Promise<PruneResult | undefined> {
    const claim = await this.db.$transaction((tx) => new Leases(tx).claim(PRUNE_LEASE_KEY, this.schedule.pruneEveryMs));
    if (!claim) return undefined;
    const result = await pruneEventTables(this.db, this.limits);
    if (result.outbox_events.pruned || result.processed_events.pruned)
      this.logger.log(
        `pruned ${result.outbox_events.pruned} published outbox rows and ${result.processed_events.pruned} processed-event ids`,
      );
    return result;
  }
}
