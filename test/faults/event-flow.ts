// One flow of events in a fault test, as the product runs it: a producing service records each
// event with its change in its own database's outbox (the runtime's `recordEvent`), its
// `OutboxRelay` publishes it, and a consuming service's `DurableConsumer` applies it in that
// service's own database, to a table with one row per event and a `times_applied` column. After
// the fault, the figures of what was sent, published and applied are read back from both databases.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { register as metrics } from 'prom-client';
import type { EventType } from '@mc/proto';
import {
  applyRuntimeMigrations,
  dropDatabase,
  ensureDatabaseExists,
  type SqlExecutor,
  type TransactionRunner,
} from '@mc/runtime';
import { pgTransactionRunner, until } from '@mc/runtime/testing';

/** A service's database of its own: the outbox and `processed_events` tables and the test's tables. */
export interface ServiceDatabase {
  pool: pg.Pool;
  db: TransactionRunner & SqlExecutor;
  /** The single integer a query answers (a count, a sum). */
  number(sql: string, ...values: unknown[]): Promise<number>;
  drop(): Promise<void>;
}

export async function serviceDatabase(name: string, ...createTables: string[]): Promise<ServiceDatabase> {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/test_faults_${name}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = url.toString();
  await ensureDatabaseExists(databaseUrl);
  await applyRuntimeMigrations(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 12 });
  // An idle connection still open when the database is dropped at the end is cut off: expected.
  pool.on('error', () => undefined);
  for (const statement of createTables) await pool.query(statement);
  const number = async (sql: string, ...values: unknown[]) => Number(Object.values((await pool.query(sql, values)).rows[0])[0]);
  return {
    pool,
    db: pgTransactionRunner(pool),
    number,
    async drop() {
      await pool.end();
      await dropDatabase(databaseUrl);
    },
  };
}

export interface EventFlow {
  event: EventType;
  producer: ServiceDatabase;
  consumer: ServiceDatabase;
  /** The consumer's durable name (`@EventConsumer`'s `durable`). */
  durable: string;
  /** The consumer's table: one row per event applied, `times_applied` counting each application. */
  table: string;
}

const recorded = (flow: EventFlow) => flow.producer.number('SELECT count(*) FROM outbox_events WHERE type = $1', flow.event.type);
const applied = (flow: EventFlow) => flow.consumer.number(`SELECT count(*) FROM ${flow.table}`);

/** Waits until the consumer has applied every event the producer recorded; returns when, after `faultAt`. */
export async function untilAllApplied(flow: EventFlow, faultAt: number, timeoutMs = 60_000): Promise<number> {
  await until(
    `every ${flow.event.type} applied by ${flow.durable}`,
    async () => (await applied(flow)) >= (await recorded(flow)),
    timeoutMs,
  );
  return Date.now() - faultAt;
}

/** Events sent, applied, lost and duplicated, and when publishing resumed after the fault. */
export async function eventFlowFigures(flow: EventFlow, faultAt: number) {
  const sent = await recorded(flow);
  const appliedEvents = await applied(flow);
  const firstPublishAfterFault = (
    await flow.producer.pool.query('SELECT min(published_at) AS at FROM outbox_events WHERE type = $1 AND published_at > $2', [
      flow.event.type,
      new Date(faultAt),
    ])
  ).rows[0].at as Date | null;
  const redeliveriesAbsorbed =
    (await metrics.getSingleMetric('events_handled_total')?.get())?.values.find(
      ({ labels }) => labels.consumer === flow.durable && labels.outcome === 'duplicate',
    )?.value ?? 0;
  return {
    eventsSent: sent,
    eventsApplied: appliedEvents,
    eventsLost: sent - appliedEvents,
    eventsDuplicated: await flow.consumer.number(`SELECT coalesce(sum(times_applied - 1), 0) FROM ${flow.table}`),
    mostTimesApplied: await flow.consumer.number(`SELECT coalesce(max(times_applied), 0) FROM ${flow.table}`),
    unpublished: await flow.producer.number(
      'SELECT count(*) FROM outbox_events WHERE type = $1 AND published_at IS NULL',
      flow.event.type,
    ),
    redeliveriesAbsorbedByProcessedEvents: redeliveriesAbsorbed,
    publishRecoveredAfterMs: firstPublishAfterFault ? firstPublishAfterFault.getTime() - faultAt : undefined,
  };
}
