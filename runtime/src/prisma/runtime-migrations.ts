import pg from 'pg';

/**
 * The runtime's own tables, the same in every service's database: the outbox (recordEvent writes,
 * OutboxRelay publishes), the ids each durable consumer has applied, and the leases
 * (lease/lease.ts). No service's schema or migrations declare them; `applyMigrations` applies
 * these after the service's own, and `_runtime_migrations` records which ran.
 *
 * Append only: a migration that ran is never edited. Each is written to find its tables already
 * there (the first services created the event tables in their `0001_init`, billing its `leases`
 * in `0002_leases`): it keeps them and their rows and adds only what is missing.
 */
export const RUNTIME_MIGRATIONS: readonly { name: string; sql: string }[] = [
  {
    name: '0001_event_tables',
    sql: `
CREATE TABLE IF NOT EXISTS "outbox_events" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "trace_parent" TEXT,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

CREATE TABLE IF NOT EXISTS "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

CREATE INDEX IF NOT EXISTS "outbox_events_published_at_occurred_at_idx" ON "outbox_events"("published_at", "occurred_at");
`,
  },
  {
    // The pruning job deletes processed ids by age (outbox/event-tables-pruner.ts).
    name: '0002_processed_events_age',
    sql: `CREATE INDEX IF NOT EXISTS "processed_events_processed_at_idx" ON "processed_events"("processed_at");`,
  },
  {
    // Billing's leases, now the runtime's: every claim takes a new generation from one sequence,
    // so a generation is never given twice, not even after a released row is deleted.
    name: '0003_leases',
    sql: `
CREATE TABLE IF NOT EXISTS "leases" (
    "key" TEXT NOT NULL,
    "holder" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leases_pkey" PRIMARY KEY ("key")
);

CREATE SEQUENCE IF NOT EXISTS "lease_generations" AS BIGINT;

ALTER TABLE "leases" ADD COLUMN IF NOT EXISTS "generation" BIGINT NOT NULL DEFAULT nextval('lease_generations');
`,
  },
  {
    // Events are published as protobuf binary (outbox/event-envelope.ts). "payload" (protobuf JSON)
    // is still written for one release: a relay of the previous release may publish a new row.
    name: '0004_outbox_binary_payload',
    sql: `ALTER TABLE "outbox_events" ADD COLUMN IF NOT EXISTS "payload_binary" BYTEA;`,
  },
];

/** Any number that no other advisory lock of ours uses: replicas starting together take turns. */
const RUNTIME_MIGRATIONS_LOCK = 7_357_001;

/**
 * Applies the runtime migrations this database has not had yet, each in one transaction with its
 * record in `_runtime_migrations`; returns their names. Safe on every start of every replica.
 */
export async function applyRuntimeMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('BEGIN');
    // Two replicas must not both find a migration missing and both run it.
    await client.query('SELECT pg_advisory_xact_lock($1)', [RUNTIME_MIGRATIONS_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "_runtime_migrations" (
         "name" TEXT PRIMARY KEY,
         "applied_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM "_runtime_migrations"');
    const done = new Set(rows.map((row) => row.name));
    for (const migration of RUNTIME_MIGRATIONS) {
      if (done.has(migration.name)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO "_runtime_migrations" (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
