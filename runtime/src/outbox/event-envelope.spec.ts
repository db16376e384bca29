import { headers as natsHeaders } from '@nats-io/transport-node';
import { Events } from '@mc/proto';
import { decodeEvent, encodeEvent, encodeEventData, eventHeaders, type EventEnvelope } from './event-envelope.js';

const event = Events.userRegistered;
const data = { userId: 7, username: 'grace', email: 'grace@example.com', country: 'US' };
const occurredAt = new Date('2026-11-28T09:00:00.000Z');
const id = '0b9a2f7e-54b4-4c55-9d7b-2f0d4f5b1a10';

describe('event envelopes', () => {
  it('reads an event published as protobuf binary, its envelope in the headers', () => {
    const decoded = decodeEvent({ data: encodeEvent(event, data), headers: eventHeaders({ id, type: event.type, occurredAt }) });
    expect(decoded).toMatchObject({ id, type: event.type, occurredAt, data: { userId: 7, username: 'grace' } });
  });

  it('still reads the previous release’s JSON envelope found in a stream', () => {
    const envelope: EventEnvelope = {
      id,
      type: event.type,
      occurredAt: occurredAt.toISOString(),
      data: encodeEventData(event, data),
    };
    const decoded = decodeEvent({ data: new TextEncoder().encode(JSON.stringify(envelope)), headers: natsHeaders() });
    expect(decoded).toMatchObject({ id, type: event.type, occurredAt, data: { userId: 7, email: 'grace@example.com' } });
  });

  it('refuses what it cannot read: an unknown type, bytes that are not the event, a missing id', () => {
    const headers = (type: string) => eventHeaders({ id, type, occurredAt });
    expect(() => decodeEvent({ data: encodeEvent(event, data), headers: headers('nobody.knows.v1') })).toThrow(
      'unknown event type',
    );
    expect(() => decodeEvent({ data: Uint8Array.of(0x0a, 0x05, 0x61), headers: headers(event.type) })).toThrow();
    const withoutId = headers(event.type);
    withoutId.delete('mc-event-id');
    expect(() => decodeEvent({ data: encodeEvent(event, data), headers: withoutId })).toThrow('without its id');
    expect(() => decodeEvent({ data: Uint8Array.of(1, 2, 3) })).toThrow();
  });
});
