import {
  create,
  fromBinary,
  fromJson,
  toBinary,
  toJson,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
  type JsonValue,
} from '@bufbuild/protobuf';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { eventTypeOf, type EventType } from '@mc/proto';
import { carriesProtobuf, CONTENT_TYPE_HEADER, PROTOBUF } from '../messaging/protobuf-packets.js';

/**
 * An event on JetStream: its body is the protobuf binary of its data, and its headers carry the
 * rest of the one envelope `{ id, type, occurredAt, data }` (and `Nats-Msg-Id` = id, `traceparent`).
 */
export const EVENT_HEADERS = { id: 'mc-event-id', type: 'mc-event-type', occurredAt: 'mc-occurred-at' } as const;

/** The previous release's events: this envelope as JSON, `data` in protobuf JSON, no content type. Still read. */
export interface EventEnvelope<T = JsonValue> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export interface DecodedEvent<S extends DescMessage = DescMessage> {
  id: string;
  type: string;
  occurredAt: Date;
  data: MessageShape<S>;
}

/** An event's data as protobuf binary, as the outbox stores and the relay publishes it. */
export function encodeEvent<S extends DescMessage>(event: EventType<S>, data: MessageInitShape<S>): Uint8Array {
  return toBinary(event.schema, create(event.schema, data));
}

/** An event's data as protobuf JSON: the previous release's encoding (see recordEvent). */
export function encodeEventData<S extends DescMessage>(event: EventType<S>, data: MessageInitShape<S>): JsonValue {
  return toJson(event.schema, create(event.schema, data));
}

/** The headers of a published event whose body is its data's protobuf binary. */
export function eventHeaders(event: { id: string; type: string; occurredAt: Date }): MsgHdrs {
  const headers = natsHeaders();
  headers.set(CONTENT_TYPE_HEADER, PROTOBUF);
  headers.set(EVENT_HEADERS.id, event.id);
  headers.set(EVENT_HEADERS.type, event.type);
  headers.set(EVENT_HEADERS.occurredAt, event.occurredAt.toISOString());
  return headers;
}

/**
 * Reads a JetStream message as its event, checked against the event's contract: protobuf binary
 * when its content type says so, else the previous release's JSON envelope (a stream keeps those
 * until they age out). Throws for anything else: an unknown type, a body that does not decode.
 */
export function decodeEvent(message: { data: Uint8Array; headers?: MsgHdrs }): DecodedEvent {
  if (!carriesProtobuf(message.headers)) return decodeJsonEnvelope(message.data);
  const headers = message.headers!;
  const type = headers.get(EVENT_HEADERS.type);
  const occurredAt = new Date(headers.get(EVENT_HEADERS.occurredAt));
  const id = headers.get(EVENT_HEADERS.id);
  if (!id || Number.isNaN(occurredAt.getTime())) throw new Error(`${type || 'an event'} without its id or time`);
  return { id, type, occurredAt, data: fromBinary(schemaOf(type), message.data, { readUnknownFields: false }) };
}

/** An event as readable JSON, the previous release's envelope (for a person, or a test that searches its text). */
export function eventEnvelopeOf(event: DecodedEvent): EventEnvelope {
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    data: toJson(schemaOf(event.type), event.data),
  };
}

function decodeJsonEnvelope(bytes: Uint8Array): DecodedEvent {
  const envelope = JSON.parse(new TextDecoder().decode(bytes)) as EventEnvelope;
  return {
    id: envelope.id,
    type: envelope.type,
    occurredAt: new Date(envelope.occurredAt),
    data: fromJson(schemaOf(envelope.type), envelope.data),
  };
}

function schemaOf(type: string): DescMessage {
  const eventType = eventTypeOf(type);
  if (!eventType) throw new Error(`unknown event type ${type}`);
  return eventType.schema;
}
