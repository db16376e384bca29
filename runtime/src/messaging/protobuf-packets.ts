import { headers as natsHeaders, type Msg, type MsgHdrs } from '@nats-io/transport-node';
import {
  NatsRecord,
  NatsRequestJSONDeserializer,
  type ConsumerSerializer,
  type Deserializer,
  type IncomingEvent,
  type IncomingRequest,
  type IncomingResponse,
  type OutgoingRequest,
  type OutgoingResponse,
  type ProducerSerializer,
} from '@nestjs/microservices';

/** The header that says a NATS message's body is protobuf binary (requests and events; JSON otherwise). */
export const CONTENT_TYPE_HEADER = 'content-type';
export const PROTOBUF = 'application/protobuf';

/** Whether a message says its body is protobuf binary; one without the header is the previous release's JSON. */
export const carriesProtobuf = (headers: MsgHdrs | undefined): boolean => headers?.get(CONTENT_TYPE_HEADER) === PROTOBUF;

/**
 * A reply's first byte says what follows: Nest reads an empty reply as "no responders", and a
 * message whose fields all hold their defaults is zero bytes of protobuf.
 */
export const enum ReplyFrame {
  /** The method's output, protobuf binary. */
  Response = 0,
  /** Nest's error (an RpcException's value, or its "Internal server error"), as JSON. */
  Error = 1,
  /** The end of a stream that answered nothing. */
  Disposed = 2,
}

const utf8 = new TextEncoder();
const text = new TextDecoder();

function framed(kind: ReplyFrame, body: Uint8Array = new Uint8Array()): Uint8Array {
  const frame = new Uint8Array(body.length + 1);
  frame[0] = kind;
  frame.set(body, 1);
  return frame;
}

/**
 * The caller's side: the request's body is its protobuf binary (RpcClient encodes it with the
 * method's input), its headers those of the record (trace, request id) and the content type.
 * Each request has an inbox of its own, so no packet id travels.
 */
export class ProtobufRequestSerializer implements ProducerSerializer {
  serialize(packet: OutgoingRequest): { data: Uint8Array; headers: MsgHdrs } {
    const record = packet.data instanceof NatsRecord ? (packet.data as NatsRecord<unknown, MsgHdrs>) : undefined;
    const data = record ? record.data : packet.data;
    if (!(data instanceof Uint8Array))
      throw new TypeError(`${String(packet.pattern)}: a request must be protobuf binary (RpcClient)`);
    const headers = record?.headers ?? natsHeaders();
    headers.set(CONTENT_TYPE_HEADER, PROTOBUF);
    return { data, headers };
  }
}

/** The caller's side: a framed reply, its output still binary (RpcClient decodes it with the method's output). */
export class ProtobufReplyDeserializer implements Deserializer<Msg, Omit<IncomingResponse, 'id'>> {
  deserialize(message: Msg): Omit<IncomingResponse, 'id'> {
    const body = message.data.subarray(1);
    switch (message.data[0]) {
      case ReplyFrame.Response:
        return { response: body, isDisposed: true };
      case ReplyFrame.Error:
        return { err: JSON.parse(text.decode(body)) as unknown, isDisposed: true };
      case ReplyFrame.Disposed:
        return { isDisposed: true };
      default:
        return { err: { status: 'error', message: 'A reply that is not framed protobuf.' }, isDisposed: true };
    }
  }
}

/**
 * The service's side: a protobuf request is handed on as its bytes (RpcHandler decodes them with
 * the method's input; its reply inbox is its id). A request without the content type is the
 * previous release's JSON packet, read as Nest reads it, during a rolling upgrade.
 */
export class ProtobufRequestDeserializer implements Deserializer<Msg, IncomingRequest | IncomingEvent> {
  private readonly json = new NatsRequestJSONDeserializer();

  deserialize(message: Msg, options?: { channel: string; replyTo?: string }): IncomingRequest | IncomingEvent {
    if (!carriesProtobuf(message.headers)) return this.json.deserialize(message, options) as IncomingRequest;
    const pattern = options?.channel ?? message.subject;
    // Without an inbox nobody waits for an answer: Nest takes a packet without an id as an event.
    return message.reply ? { pattern, data: message.data, id: message.reply } : { pattern, data: message.data };
  }
}

/** The service's side: a framed reply (ReplyFrame) to a protobuf request. */
export class ProtobufReplySerializer implements ConsumerSerializer {
  serialize(packet: OutgoingResponse): { data: Uint8Array } {
    if (packet.err !== undefined && packet.err !== null)
      return { data: framed(ReplyFrame.Error, utf8.encode(JSON.stringify(packet.err))) };
    if (packet.response instanceof Uint8Array) return { data: framed(ReplyFrame.Response, packet.response) };
    if (packet.response === undefined) return { data: framed(ReplyFrame.Disposed) };
    throw new TypeError('a reply to a protobuf request must be protobuf binary (RpcHandler)');
  }
}
