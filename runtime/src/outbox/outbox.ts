import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { EventType } from '@mc/proto';
import { injectTraceHeaders } from '../tracing/tracing.js';
import { encodeEvent, encodeEventData } from './event-envelope.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Records an event in the same transaction as the change it describes; the relay publishes it
 * afterwards. Returns the event id (also its JetStream message id). The data is stored as protobuf
 * binary, which the relay publishes, and as protobuf JSON (`payload`) for as long as a relay of the
 * previous release may still take the row during a rolling upgrade (docs/decisions.md).
 */
export async function recordEvent<S extends DescMessage>(
  tx: SqlExecutor,
  event: EventType<S>,
  data: MessageInitShape<S>,
): Promise<string> {
  const id = randomUUID();
  await tx.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, type, payload, payload_binary, trace_parent, occurred_at)
     VALUES ($1::uuid, $2, $3::jsonb, $4, $5, now())`,
    id,
    event.type,
    JSON.stringify(encodeEventData(event, data)),
    encodeEvent(event, data),
    // The trace that caused the change continues in whoever consumes the event.
    injectTraceHeaders().traceparent ?? null,
  );
  return id;
}
