import {
  create,
  toBinary,
  toJson,
  type DescMethodUnary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { rpcSubject } from '@mc/proto';
import { Ctx, MessagePattern, Payload, type NatsContext } from '@nestjs/microservices';
import { context, propagation, SpanKind, SpanStatusCode, type TextMapGetter } from '@opentelemetry/api';
import { REQUEST_ID_HEADER, wellFormedRequestId, withRequestId } from '../logging/request-id.js';
import { tracer } from '../tracing/tracing.js';
import { checkAtContract, refusalOfDatabaseError } from '../contract/contract-refusal.js';
import type { ContractRules } from '../contract/field-rules.js';
import { DeadlinePassedError } from './rpc-deadline.js';
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
 * Binds a controller method to one rpc of a contract in `proto/`: the request (protobuf binary,
 * or the previous release's protobuf JSON during a rolling upgrade) is decoded and checked
 * against its message and `rules` (contract-refusal.ts: types, NUL bytes, lone surrogates,
 * lengths, formats, enum values) and refused with the contract's 400 problem before the handler
 * runs; a database error the request's values caused is a 400/409 problem too, never a 5xx. The
 * reply is built from its message, in its request's encoding, and the caller's trace and request
 * id continue here.
 */
export function RpcHandler<I extends DescMessage, O extends DescMessage>(
  method: DescMethodUnary<I, O>,
  rules: ContractRules = {},
) {
  const subject = rpcSubject(method);
  return <H extends Handler<I, O>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => {
    const handle = descriptor.value!;
    descriptor.value = async function (this: unknown, data: unknown, ctx?: NatsContext) {
      const headers = ctx?.getHeaders?.();
      const parent = propagation.extract(context.active(), headers, natsHeaderGetter);
      const requestId = wellFormedRequestId(headers?.get(REQUEST_ID_HEADER));
      return withRequestId(requestId, () =>
        context.with(parent, () =>
          tracer().startActiveSpan(subject, { kind: SpanKind.SERVER }, async (span) => {
            const stopTimer = rpcMetrics.handled.startTimer({ subject });
            const reply = (output: MessageInitShape<O>) =>
              data instanceof Uint8Array
                ? toBinary(method.output, create(method.output, output))
                : toJson(method.output, create(method.output, output));
            try {
              const checked = checkAtContract(method, data, rules);
              if ('refused' in checked) {
                stopTimer({ outcome: 'refused' });
                return reply(checked.refused);
              }
              const output = await handle.call(this, checked.input);
              stopTimer({ outcome: 'ok' });
              return reply(output);
            } catch (error) {
              if (error instanceof DeadlinePassedError) {
                // Its caller has answered 503 already: nothing to reply, nothing to report as a failure.
                stopTimer({ outcome: 'expired' });
                rpcMetrics.expired.inc({ subject });
                return undefined;
              }
              const refused = refusalOfDatabaseError(method, error);
              if (refused) {
                stopTimer({ outcome: 'refused' });
                return reply(refused);
              }
              stopTimer({ outcome: 'error' });
              span.recordException(error as Error);
              span.setStatus({ code: SpanStatusCode.ERROR });
              throw error;
            } finally {
              span.end();
            }
          }),
        ),
      );
    } as unknown as H;
    MessagePattern(subject)(target, key, descriptor);
    // Ask Nest for the payload and the NATS context explicitly (the headers carry the trace).
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
  };
}
