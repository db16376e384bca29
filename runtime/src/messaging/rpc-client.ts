import {
  create,
  fromJson,
  toJson,
  type DescMessage,
  type DescMethodUnary,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { rpcSubject } from '@mc/proto';
import { NatsRecordBuilder, type ClientProxy } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { currentRequestId, REQUEST_ID_HEADER } from '../logging/request-id.js';
import { injectTraceHeaders, tracer } from '../tracing/tracing.js';
import { rpcMetrics } from './rpc-metrics.js';

/** The answer (with status 503) whenever a service the request needs is away or too slow. */
export const SERVICE_UNAVAILABLE_BODY = { detail: 'Service temporarily unavailable.' } as const;

/** The service did not answer in time, or is not there: the bff answers 503. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
}

/**
 * Calls one service's contract over NATS request/reply, always with a deadline. The headers carry
 * the trace (`traceparent`) and the id of the request being served (`x-request-id`).
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
      const record = new NatsRecordBuilder(toJson(method.input, create(method.input, input))).setHeaders(headers).build();
      try {
        const reply = await firstValueFrom(this.proxy.send(subject, record).pipe(timeout(this.timeoutMs)));
        stopTimer({ outcome: 'ok' });
        return fromJson(method.output, reply);
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
