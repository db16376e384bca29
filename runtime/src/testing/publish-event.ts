import { randomUUID } from 'node:crypto';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { JetStreamClient, PubAck } from '@nats-io/jetstream';
import type { EventType } from '@mc/proto';
import { encodeEvent, encodeEventData, eventHeaders, type EventEnvelope } from '../outbox/event-envelope.js';

/**
 * Publishes an event straight to JetStream, as the outbox relay does (`protobuf`), or as the
 * previous release's relay did (`json`: the JSON envelope, no content type) to show that a
 * stream's older events are still read. `occurredAt` dates the event as its outbox row would (an
 * older one arriving late). Returns JetStream's acknowledgement (its `seq`).
 */
export async function publishEvent<S extends DescMessage>(
  js: JetStreamClient,
  event: EventType<S>,
  data: MessageInitShape<S>,
  encoding: 'protobuf' | 'json' = 'protobuf',
  occurredAt = new Date(),
): Promise<PubAck> {
  const id = randomUUID();
  if (encoding === 'protobuf')
    return js.publish(event.type, encodeEvent(event, data), {
      msgID: id,
      headers: eventHeaders({ id, type: event.type, occurredAt }),
    });
  const envelope: EventEnvelope = {
    id,
    type: event.type,
    occurredAt: occurredAt.toISOString(),
    data: encodeEventData(event, data),
  };
  return js.publish(event.type, JSON.stringify(envelope), { msgID: id });
}
