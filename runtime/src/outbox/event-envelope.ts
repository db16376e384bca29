import {
  create,
  fromJson,
  toJson,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
  type JsonValue,
} from '@bufbuild/protobuf';
import { eventTypeOf, type EventType } from '@mc/proto';

/** The one envelope every event travels in. */
export interface EventEnvelope<T = JsonValue> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export function encodeEventData<S extends DescMessage>(event: EventType<S>, data: MessageInitShape<S>): JsonValue {
  return toJson(event.schema, create(event.schema, data));
}

export interface DecodedEvent<S extends DescMessage = DescMessage> {
  id: string;
  type: string;
  occurredAt: Date;
  data: MessageShape<S>;
}

/** Parses an envelope and checks its data against the event's contract. */
export function decodeEnvelope(bytes: Uint8Array): DecodedEvent {
  const envelope = JSON.parse(new TextDecoder().decode(bytes)) as EventEnvelope;
  const eventType = eventTypeOf(envelope.type);
  if (!eventType) throw new Error(`unknown event type ${envelope.type}`);
  return {
    id: envelope.id,
    type: envelope.type,
    occurredAt: new Date(envelope.occurredAt),
    data: fromJson(eventType.schema, envelope.data),
  };
}
