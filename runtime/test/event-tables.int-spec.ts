import { randomBytes, randomUUID } from 'node:crypto';
import type { JetStreamClient } from '@nats-io/jetstream';
import pg from 'pg';
import { register } from 'prom-client';
import {
  DEFAULT_PRUNE_LIMITS,
  DEFAULT_PRUNE_SCHEDULE,
  EventTablesPruner,
  pruneEventTables,
} from '../src/outbox/event-tables-pruner.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';
import type { TransactionRunner } from '../src/outbox/sql-executor.js';
import { dropDatabase, ensureDatabaseExists } from '../src/prisma/create-database.js';
import { applyRuntimeMigrations, RUNTIME_MIGRATIONS } from '../src/prisma/runtime-migrations.js';
import { pgTransactionRunner } from '../src/testing/pg-transaction-runner.js';

const DAY_MS = 86_400_000;

/** The event tables and billing's lease table as the services' first migrations created them, before the runtime owned them. */
const TABLES_BEFORE_THE_RUNTIME_OWNED_THEM = `
CREATE TABLE "outbox_events" ("id" UUID NOT NULL, "type" TEXT NOT NULL, "payload" JSONB NOT NULL, "trace_parent" TEXT,
  "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP, "published_at" TIMESTAMPTZ(3),
  CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id"));
CREATE TABLE "processed_events" ("consumer" TEXT NOT NULL, "event_id" UUID NOT NULL,
  "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id"));
CREATE INDEX "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");
CREATE TABLE "leases" ("key" TEXT NOT NULL, "holder" UUID NOT NULL, "expires_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "leases_pkey" PRIMARY KEY ("key"));
INSERT INTO outbox_events (id, type, payload) VALUES (gen_random_uuid(), 'identity.user.registered.v1', '{}');
INSERT INTO processed_events (consumer, event_id) VALUES ('billing', gen_random_uuid());
INSERT INTO leases (key, holder, expires_at) VALUES ('subscribe:1', gen_random_uuid(), now() + interval '1 minute');
`;

/** A transaction runner that also counts the DELETE statements it runs (one per batch). */
function countingDeletes(db: TransactionRunner) {
  const counter = { deletes: 0 };
  const runner: TransactionRunner = {
    $transaction: (fn, options) =>
      db.$transaction(
        (tx) =>
          fn({
            $executeRawUnsafe: (query, ...values) => {
              if (query.startsWith('DELETE')) counter.deletes++;
              return tx.$executeRawUnsafe(query, ...values);
            },
            $queryRawUnsafe: (query, ...values) => tx.$queryRawUnsafe(query, ...values),
          }),
        options,
      ),
  };
  return { runner, counter };
}

async function metricValue(name: string, table: string): Promise<number> {
  const metric = await register.getSingleMetric(name)!.get();
  return metric.values.find((value) => value.labels.table === table)?.value ?? 0;
}

describe('the runtime event tables (PostgreSQL)', () => {
  const databases: string[] = [];
  const pools: pg.Pool[] = [];

  async function database(name: string, setupSql?: string): Promise<pg.Pool> {
    const url = `postgresql://postgres@127.0.0.1:5432/test_runtime_${name}_${randomBytes(4).toString('hex')}`;
    databases.push(url);
    await ensureDatabaseExists(url);
    const pool = new pg.Pool({ connectionString: url, max: 3 });
    pools.push(pool);
    if (setupSql) await pool.query(setupSql);
    expect(await applyRuntimeMigrations(url)).toEqual(RUNTIME_MIGRATIONS.map(({ name }) => name));
    expect(await applyRuntimeMigrations(url)).toEqual([]);
    return pool;
  }

  afterAll(async () => {
    for (const pool of pools) await pool.end();
    for (const url of databases) await dropDatabase(url);
  });

  it('upgrades a database whose service migrations created the tables, keeping their rows', async () => {
    const pool = await database('upgrade', TABLES_BEFORE_THE_RUNTIME_OWNED_THEM);
    const count = async (table: string) => (await pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    expect(await count('outbox_events')).toBe(1);
    expect(await count('processed_events')).toBe(1);
    // The lease kept its holder and expiry, and got a generation.
    const { rows } = await pool.query("SELECT generation, expires_at > now() AS held FROM leases WHERE key = 'subscribe:1'");
    expect(rows).toEqual([{ generation: expect.any(String), held: true }]);
    const { rows: indexes } = await pool.query("SELECT indexname FROM pg_indexes WHERE tablename = 'processed_events'");
    expect(indexes.map((index) => index.indexname)).toContain('processed_events_processed_at_idx');
  });

  describe('pruning', () => {
    let pool: pg.Pool;
    const ago = (ms: number) => new Date(Date.now() - ms);

    async function seed() {
      await pool.query('TRUNCATE outbox_events, processed_events, leases');
      const outbox = (publishedAt: Date | null, occurredAt: Date) =>
        pool.query(`INSERT INTO outbox_events (id, type, payload, occurred_at, published_at) VALUES ($1, 'x.v1', '{}', $2, $3)`, [
          randomUUID(),
          occurredAt,
          publishedAt,
        ]);
      const processed = (processedAt: Date) =>
        pool.query(`INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ('c', $1, $2)`, [
          randomUUID(),
          processedAt,
        ]);
      for (let row = 0; row < 5; row++) await outbox(ago(8 * DAY_MS), ago(8 * DAY_MS)); // published over 7 days ago: go
      await outbox(ago(6 * DAY_MS), ago(8 * DAY_MS)); // published 6 days ago: stays
      await outbox(null, ago(30 * DAY_MS)); // never published, however old: stays for the relay
      for (let row = 0; row < 3; row++) await processed(ago(15 * DAY_MS)); // past the stream's 14 days: go
      await processed(ago(13 * DAY_MS)); // within the stream's retention: stays
    }

    beforeAll(async () => {
      pool = await database('prune');
    });

    it('limits published outbox rows to 7 days and processed ids to the stream retention of 14 days', () => {
      expect(DEFAULT_PRUNE_LIMITS.publishedOutboxMs).toBe(7 * DAY_MS);
      expect(DEFAULT_PRUNE_LIMITS.processedEventsMs).toBe(14 * DAY_MS);
    });

    it('deletes the rows past the limits in batches, keeps the rest, and counts both', async () => {
      await seed();
      const prunedBefore = {
        outbox: await metricValue('event_tables_pruned_rows_total', 'outbox_events'),
        processed: await metricValue('event_tables_pruned_rows_total', 'processed_events'),
      };
      const { runner, counter } = countingDeletes(pgTransactionRunner(pool));
      const result = await pruneEventTables(runner, { ...DEFAULT_PRUNE_LIMITS, batchSize: 2 });

      expect(result).toEqual({
        outbox_events: { pruned: 5, kept: 2 },
        processed_events: { pruned: 3, kept: 1 },
      });
      // 5 outbox rows in batches of 2, 2, 1; 3 processed ids in 2, 1.
      expect(counter.deletes).toBe(5);
      const { rows } = await pool.query(
        `SELECT published_at IS NULL AS pending FROM outbox_events ORDER BY published_at NULLS LAST`,
      );
      expect(rows).toEqual([{ pending: false }, { pending: true }]);
      const { rows: processed } = await pool.query(
        `SELECT processed_at > now() - interval '14 days' AS recent FROM processed_events`,
      );
      expect(processed).toEqual([{ recent: true }]);

      expect(await metricValue('event_tables_pruned_rows_total', 'outbox_events')).toBe(prunedBefore.outbox + 5);
      expect(await metricValue('event_tables_pruned_rows_total', 'processed_events')).toBe(prunedBefore.processed + 3);
      expect(await metricValue('event_tables_rows', 'outbox_events')).toBe(2);
      expect(await metricValue('event_tables_rows', 'processed_events')).toBe(1);
    });

    it('prunes on one replica at a time, at most once per interval', async () => {
      await seed();
      const replicas = [new EventTablesPruner(pgTransactionRunner(pool)), new EventTablesPruner(pgTransactionRunner(pool))];
      const [first, second] = await Promise.all(replicas.map((replica) => replica.pruneIfDue()));
      expect([first, second].filter((result) => result === undefined)).toHaveLength(1);
      expect(first ?? second).toMatchObject({ outbox_events: { pruned: 5 }, processed_events: { pruned: 3 } });
      // The claim lasts the interval and is not given back: the next check finds nothing due.
      expect(await replicas[0].pruneIfDue()).toBeUndefined();
      const { rows } = await pool.query(
        `SELECT expires_at > now() + $1::int * interval '1 millisecond' AS spaced FROM leases WHERE key = 'runtime:prune-event-tables'`,
        [DEFAULT_PRUNE_SCHEDULE.pruneEveryMs - 60_000],
      );
      expect(rows).toEqual([{ spaced: true }]);
    });
  });

  describe('the relay backlog', () => {
    it('counts what waits only after a full batch, and never past the published rows', async () => {
      const pool = await database('backlog');
      for (let row = 0; row < 5; row++)
        await pool.query(`INSERT INTO outbox_events (id, type, payload) VALUES ($1, 'x.v1', '{}')`, [randomUUID()]);
      const js = { publish: async () => ({}) } as unknown as JetStreamClient;
      const relay = new OutboxRelay(pgTransactionRunner(pool), js, 250, 2);
      const backlog = async () => (await register.getSingleMetric('outbox_pending')!.get()).values[0].value;

      expect(await relay.publishPending()).toBe(2);
      expect(await backlog()).toBe(3);
      expect(await relay.publishPending()).toBe(2);
      expect(await backlog()).toBe(1);
      expect(await relay.publishPending()).toBe(1);
      expect(await backlog()).toBe(0);
    });
  });
});
