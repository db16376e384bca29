import { applyDecorators, Injectable, SetMetadata, type Type } from '@nestjs/common';
import type { DescMessage } from '@bufbuild/protobuf';
import type { EventType } from '@mc/proto';
import type { ConsumerDefinition } from './durable-consumer.js';
import type { DecodedEvent } from './event-envelope.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * A consumer of one event: the bus hands it the decoded event, typed by the event's contract, and
 * the service's own transaction client (`Prisma.TransactionClient`), in the transaction that also
 * records the event id as processed. Throwing rolls both back; the event is delivered again.
 */
export interface EventHandler<S extends DescMessage, Tx = SqlExecutor> {
  handle(event: DecodedEvent<S>, tx: Tx): Promise<void>;
}

export interface EventConsumerOptions<S extends DescMessage> {
  /** The durable JetStream consumer's name, unique per purpose and kept across releases (e.g. `identity-entitlements`). */
  readonly durable: string;
  /** The event's contract, from `Events` of @mc/proto. */
  readonly event: EventType<S>;
  /** Deliveries before the event goes to the dead-letter stream (10 when not given). */
  readonly maxDeliver?: number;
  /**
   * How long the handler's transaction may take (Prisma's 5 s when not given): for a handler whose work
   * grows with what the event names. Keep it under the stream's ack wait (30 s).
   */
  readonly transactionTimeoutMs?: number;
}

const EVENT_CONSUMER = Symbol('EVENT_CONSUMER');

/**
 * Declares a class as the durable consumer of `options.event` (and makes it injectable). List the
 * class in `ServiceCoreModule.forRoot({ consumers })` and provide it in its feature module.
 */
export function EventConsumer<S extends DescMessage>(
  options: EventConsumerOptions<S>,
): (target: Type<EventHandler<S, never>>) => void {
  return applyDecorators(Injectable(), SetMetadata(EVENT_CONSUMER, options));
}

function consumerOptions(type: Type): EventConsumerOptions<DescMessage> {
  const options: EventConsumerOptions<DescMessage> | undefined = Reflect.getMetadata(EVENT_CONSUMER, type);
  if (!options) throw new Error(`${type.name} is listed as a consumer but is not decorated with @EventConsumer`);
  return options;
}

/** The event is of the handler's contract: the consumer takes only `event.type` and decodes it with `event.schema`. */
const isOf = <S extends DescMessage>(event: DecodedEvent, contract: EventType): event is DecodedEvent<S> =>
  event.type === contract.type;

/** What the durable consumer runs for one `@EventConsumer` class instance. */
export function consumerDefinition<S extends DescMessage, Tx extends SqlExecutor>(
  type: Type<EventHandler<S, Tx>>,
  handler: EventHandler<S, Tx>,
): ConsumerDefinition<Tx> {
  const { durable, event: contract, maxDeliver, transactionTimeoutMs } = consumerOptions(type);
  return {
    durable,
    events: [contract],
    maxDeliver,
    transactionTimeoutMs,
    handle: async (event, tx) => {
      if (!isOf<S>(event, contract)) throw new Error(`${durable} takes ${contract.type} only`);
      await handler.handle(event, tx);
    },
  };
}
