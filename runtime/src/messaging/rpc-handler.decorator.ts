import {
  create,
  fromJson,
  toJson,
  type DescMethodUnary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { rpcSubject } from '@mc/proto';
import { Ctx, MessagePattern, Payload, RpcException, type NatsContext } from '@nestjs/microservices';
import { context, propagation, SpanKind, SpanStatusCode, type TextMapGetter } from '@opentelemetry/api';
import { tracer } from '../tracing/tracing.js';
import { rpcMetrics } from './rpc-metrics.js';

type NatsHeaders = ReturnType<NatsContext['getHeaders']>;

const natsHeaderGetter: TextMapGetter<NatsHeaders | undefined> = {
  keys: (headers) => (headers ? [...headers.keys()] : []),
  get: (headers, key) => headers?.get(key) || undefined,
};

type Handler<I extends DescMessage, O extends DescMessage> = (
  input: MessageShape<I>,
) => Promise<MessageInitShape<O>> | MessageInitShape<O>;

/**
 * Binds a controller method to one rpc of a contract in `proto/`: the request is checked
 * against its message (unknown fields or wrong types are refused), the reply is built from its
 * message, and the caller's trace continues here.
 */
export function RpcHandler<I extends DescMessage, O extends DescMessage>(method: DescMethodUnary<I, O>) {
  const subject = rpcSubject(method);
  return <H extends Handler<I, O>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => {
    const handle = descriptor.value!;
    descriptor.value = async function (this: unknown, data: unknown, ctx?: NatsContext) {
      const parent = propagation.extract(context.active(), ctx?.getHeaders?.(), natsHeaderGetter);
      return context.with(parent, () =>
        tracer().startActiveSpan(subject, { kind: SpanKind.SERVER }, async (span) => {
          const stopTimer = rpcMetrics.handled.startTimer({ subject });
          try {
            let input: MessageShape<I>;
            try {
              input = fromJson(method.input, data as never);
            } catch (error) {
              throw new RpcException({ contract: method.input.typeName, message: (error as Error).message });
            }
            const output = await handle.call(this, input);
            stopTimer({ outcome: 'ok' });
            return toJson(method.output, create(method.output, output));
          } catch (error) {
            stopTimer({ outcome: 'error' });
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw error;
          } finally {
            span.end();
          }
        }),
      );
    } as unknown as H;
    MessagePattern(subject)(target, key, descriptor);
    // Ask Nest for the payload and the NATS context explicitly (the headers carry the trace).
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
  };
}
