import pg from 'pg';

/**
 * The two tables of the runtime's event plumbing, declared here once for every service: the
 * outbox (recordEvent writes, OutboxRelay publishes) and the ids each durable consumer has
 * applied. The definitions are those Prisma wrote in the first services' `0001_init`
 * migrations, so on those databases this changes nothing; services' schemas do not model them.
 */
const EVENT_TABLES_SQL = `
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
`;

/** Any number that no other advisory lock of ours uses: replicas starting together take turns. */
const EVENT_TABLES_LOCK = 7_357_001;

/** Creates the outbox and processed-event tables when they are missing (IF NOT EXISTS: safe on every start). */
export async function ensureEventTables(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Two concurrent CREATE TABLE IF NOT EXISTS can both pass the check and one then fails.
    await client.query('SELECT pg_advisory_xact_lock($1)', [EVENT_TABLES_LOCK]);
    await client.query(EVENT_TABLES_SQL);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
