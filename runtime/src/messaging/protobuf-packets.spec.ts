import { headers as natsHeaders, type Msg } from '@nats-io/transport-node';
import { NatsRecordBuilder } from '@nestjs/microservices';
import {
  ProtobufReplyDeserializer,
  ProtobufReplySerializer,
  ProtobufRequestDeserializer,
  ProtobufRequestSerializer,
} from './protobuf-packets.js';

/** A NATS message as the client library hands it over. */
const natsMessage = (data: Uint8Array, fields: Partial<Msg> = {}) =>
  ({ subject: 'rpc.x', data, json: () => JSON.parse(new TextDecoder().decode(data)) as unknown, ...fields }) as Msg;

describe('protobuf packets on NATS', () => {
  it('sends a request as its bytes, keeping the record’s headers and saying the encoding', () => {
    const headers = natsHeaders();
    headers.set('traceparent', '00-abc-def-01');
    headers.set('x-request-id', 'req-1');
    const record = new NatsRecordBuilder(Uint8Array.of(8, 1)).setHeaders(headers).build();
    const sent = new ProtobufRequestSerializer().serialize({ pattern: 'rpc.x', data: record, id: 'nest-id' });
    expect(sent.data).toEqual(Uint8Array.of(8, 1));
    expect([sent.headers.get('traceparent'), sent.headers.get('x-request-id')]).toEqual(['00-abc-def-01', 'req-1']);
    expect(sent.headers.get('content-type')).toBe('application/protobuf');
    expect(() => new ProtobufRequestSerializer().serialize({ pattern: 'rpc.x', data: { a: 1 }, id: 'n' })).toThrow(
      'a request must be protobuf binary',
    );
  });

  it('hands the service a protobuf request’s bytes, its inbox as the id; the previous release’s JSON as Nest reads it', () => {
    const deserializer = new ProtobufRequestDeserializer();
    const headers = natsHeaders();
    headers.set('content-type', 'application/protobuf');
    const binary = natsMessage(Uint8Array.of(8, 1), { headers, reply: '_INBOX.1' });
    expect(deserializer.deserialize(binary, { channel: 'rpc.x' })).toEqual({
      pattern: 'rpc.x',
      data: Uint8Array.of(8, 1),
      id: '_INBOX.1',
    });
    const legacy = natsMessage(new TextEncoder().encode(JSON.stringify({ pattern: 'rpc.x', data: { a: 1 }, id: 'n1' })));
    expect(deserializer.deserialize(legacy, { channel: 'rpc.x' })).toEqual({ pattern: 'rpc.x', data: { a: 1 }, id: 'n1' });
  });

  it('frames every reply so that none is empty, and reads each kind back', () => {
    const serializer = new ProtobufReplySerializer();
    const deserializer = new ProtobufReplyDeserializer();
    const roundTrip = (packet: object) =>
      deserializer.deserialize(natsMessage(serializer.serialize({ id: 'i', ...packet }).data));
    // An output whose fields all hold their defaults is zero bytes of protobuf.
    expect(serializer.serialize({ id: 'i', response: new Uint8Array(), isDisposed: true }).data).toEqual(Uint8Array.of(0));
    expect(roundTrip({ response: Uint8Array.of(8, 1), isDisposed: true })).toEqual({
      response: Uint8Array.of(8, 1),
      isDisposed: true,
    });
    expect(roundTrip({ err: { status: 'error', message: 'Internal server error' }, isDisposed: true })).toEqual({
      err: { status: 'error', message: 'Internal server error' },
      isDisposed: true,
    });
    expect(roundTrip({ isDisposed: true })).toEqual({ isDisposed: true });
    expect(deserializer.deserialize(natsMessage(Uint8Array.of(9)))).toMatchObject({ err: { status: 'error' }, isDisposed: true });
  });
});
