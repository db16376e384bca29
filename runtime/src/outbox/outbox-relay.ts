import { Logger } from '@nestjs/common';
import type { JetStreamClient } from '@nats-io/jetstream';
import { context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { Counter, Gauge } from 'prom-client';
import { eventHeaders, type EventEnvelope } from './event-envelope.js';
import type { SqlExecutor, SqlRunner } from './sql-executor.js';

interface OutboxRow {
  id: string;
  type: string;
  payload: EventEnvelope['data'];
  /** Absent in a row that a replica of the previous release recorded. */
  payload_binary: Uint8Array | null;
  occurred_at: Date;
  trace_parent: string | null;
}

/** A row's event: its protobuf binary, or the previous release's JSON envelope for a row recorded without one. */
function publishedMessage(row: OutboxRow): { body: Uint8Array | string; headers: MsgHdrs } {
  const event = { id: row.id, type: row.type, occurredAt: row.occurred_at };
  if (row.payload_binary) return { body: row.payload_binary, headers: eventHeaders(event) };
  const envelope: EventEnvelope = { ...event, occurredAt: row.occurred_at.toISOString(), data: row.payload };
  return { body: JSON.stringify(envelope), headers: natsHeaders() };
}

/** The backlog is counted this far at most: enough for the alert (over 100) and the dashboards. */
const PENDING_COUNT_LIMIT = 10_000;

const published = new Counter({ name: 'outbox_published_total', help: 'Events published from the outbox', labelNames: ['type'] });
const pending = new Gauge({
  name: 'outbox_pending',
  help: `Outbox rows not yet published after the last relay pass (counted up to ${PENDING_COUNT_LIMIT})`,
});

/**
 * Publishes outbox rows to JetStream (protobuf binary, event-envelope.ts) with `Nats-Msg-Id` = row id (JetStream drops duplicates in
 * its window), waits for each acknowledgement, then marks the rows published. Rows are claimed
 * with FOR UPDATE SKIP LOCKED, so replicas share the work and never publish a row twice at once.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Passes failed in a row (NATS or PostgreSQL away): while above 0, only the retry delay starts the next. */
  private failures = 0;

  constructor(
    private readonly db: SqlRunner,
    private readonly js: JetStreamClient,
    private readonly intervalMs = 250,
    private readonly batchSize = 100,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Publish soon (called after a transaction that wrote events). Not while passes fail: under load
   * every write would start another failing pass (and log it) during a NATS failover.
   */
  nudge(): void {
    if (!this.stopped && !this.running && this.failures === 0) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * One pass; returns how many rows it published. Exposed for tests. A pass with nothing to publish,
   * nearly every one, is a single query outside any transaction and traced by nobody: four a second
   * on every replica of every service would otherwise be three statements each, and a trace each in
   * the collector.
   */
  async publishPending(): Promise<number> {
    if (!(await context.with(suppressTracing(context.active()), () => this.anyWaiting()))) {
      pending.set(0);
      return 0;
    }
    return this.db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
          `SELECT id::text, type, payload, payload_binary, occurred_at, trace_parent FROM outbox_events
            WHERE published_at IS NULL ORDER BY occurred_at, id LIMIT ${this.batchSize} FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          const { body, headers } = publishedMessage(row);
          if (row.trace_parent) headers.set('traceparent', row.trace_parent);
          await this.js.publish(row.type, body, { msgID: row.id, headers });
          published.inc({ type: row.type });
        }
        if (rows.length) {
          await tx.$executeRawUnsafe(
            'UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])',
            rows.map((row) => row.id),
          );
        }
        pending.set(rows.length < this.batchSize ? 0 : await this.backlog(tx));
        return rows.length;
      },
      { timeout: 15_000 },
    );
  }

  /** Whether any row waits to be published (some may be another replica's, locked: the pass then finds fewer). */
  private async anyWaiting(): Promise<boolean> {
    const [{ waiting }] = await this.db.$queryRawUnsafe<{ waiting: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM outbox_events WHERE published_at IS NULL) AS waiting',
    );
    return waiting;
  }

  /**
   * Rows still waiting after a full batch, read from the pending end of the index and stopped at
   * PENDING_COUNT_LIMIT: a pass that found fewer rows than a batch took every unlocked one, so it
   * counts nothing (the table of published rows is never scanned).
   */
  private async backlog(tx: SqlExecutor): Promise<number> {
    const [{ count }] = await tx.$queryRawUnsafe<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (
         SELECT 1 FROM outbox_events WHERE published_at IS NULL LIMIT ${PENDING_COUNT_LIMIT}) AS waiting`,
    );
    // This transaction sees its own UPDATE: the rows it just marked are not counted.
    return count;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.publishPending()
        .then((count) => {
          if (this.failures) this.logger.log(`outbox relay publishing again after ${this.failures} failed passes`);
          this.failures = 0;
          this.schedule(count === this.batchSize ? 0 : this.intervalMs);
        })
        .catch((error: Error) => {
          this.failures++;
          // The first failure, then one line in ten: the retries go on every second meanwhile.
          if (this.failures % 10 === 1)
            this.logger.warn(`outbox relay pass failed (${this.failures} in a row), retrying: ${error.message}`);
          this.schedule(this.intervalMs * 4);
        })
        .finally(() => (this.running = undefined));
    }, delayMs);
    if (this.stopped) clearTimeout(this.timer);
  }
}
