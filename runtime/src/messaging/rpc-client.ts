import {
  create,
  fromBinary,
  toBinary,
  type DescMessage,
  type DescMethodUnary,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { rpcSubject } from '@mc/proto';
import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders, type ConnectionOptions } from '@nats-io/transport-node';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { currentRequestId, REQUEST_ID_HEADER } from '../logging/request-id.js';
import { injectTraceHeaders, tracer } from '../tracing/tracing.js';
import { ProtobufReplyDeserializer, ProtobufRequestSerializer } from './protobuf-packets.js';
import { deadlineAfter, RPC_DEADLINE_HEADER } from './rpc-deadline.js';
import { rpcMetrics } from './rpc-metrics.js';

/** The answer (with status 503) whenever a service the request needs is away or too slow. */
export const SERVICE_UNAVAILABLE_BODY = { detail: 'Service temporarily unavailable.' } as const;

/** The service did not answer in time, or is not there: the bff answers 503. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
}

/**
 * The NATS client of every caller (give it `natsConnectionOptions(…)`): requests and replies in
 * protobuf binary (protobuf-packets.ts), as services answer them.
 */
export function rpcClientProxy(connection: ConnectionOptions): ClientProxy {
  return ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { ...connection, serializer: new ProtobufRequestSerializer(), deserializer: new ProtobufReplyDeserializer() },
  });
}

/**
 * Calls one service's contract over NATS request/reply (a proxy from `rpcClientProxy`), always
 * with a deadline. The request is its input's protobuf binary, the reply its output's; the
 * headers carry the trace (`traceparent`), the id of the request being served (`x-request-id`)
 * and when this caller stops waiting (`mc-deadline`, rpc-deadline.ts).
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  async call<I extends DescMessage, O extends DescMessage>(
    method: DescMethodUnary<I, O>,
    input: MessageInitShape<I>,
  ): Promise<MessageShape<O>> {
    const subject = rpcSubject(method);
    return tracer().startActiveSpan(subject, { kind: SpanKind.CLIENT }, async (span) => {
      const stopTimer = rpcMetrics.called.startTimer({ subject });
      const headers = natsHeaders();
      for (const [key, value] of Object.entries(injectTraceHeaders())) headers.set(key, value);
      const requestId = currentRequestId();
      if (requestId !== undefined) headers.set(REQUEST_ID_HEADER, requestId);
      headers.set(RPC_DEADLINE_HEADER, deadlineAfter(this.timeoutMs));
      const record = new NatsRecordBuilder(toBinary(method.input, create(method.input, input))).setHeaders(headers).build();
      try {
        const reply = await firstValueFrom(this.proxy.send<Uint8Array>(subject, record).pipe(timeout(this.timeoutMs)));
        const output = fromBinary(method.output, reply, { readUnknownFields: false });
        stopTimer({ outcome: 'ok' });
        return output;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        if (error instanceof TimeoutError || isConnectionError(error)) {
          stopTimer({ outcome: 'unavailable' });
          throw new ServiceUnavailableError(`${subject} did not answer within ${this.timeoutMs} ms`);
        }
        stopTimer({ outcome: 'error' });
        throw error;
      } finally {
        span.end();
      }
    });
  }
}

function isConnectionError(error: unknown): boolean {
  // Nest's EmptyResponseException (not exported): nobody in the service's queue group listens.
  if (error instanceof Error && error.constructor.name === 'EmptyResponseException') return true;
  const code = (error as { code?: string } | null)?.code;
  return code === 'CONNECTION_REFUSED' || code === 'DISCONNECT' || code === 'CONNECTION_CLOSED';
}
