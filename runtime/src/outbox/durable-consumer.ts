import { Logger } from '@nestjs/common';
import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { DEAD_LETTER_PREFIX, EVENT_STREAM, type EventType } from '@mc/proto';
import type { DescMessage } from '@bufbuild/protobuf';
import { context, propagation, type TextMapGetter } from '@opentelemetry/api';
import { Counter } from 'prom-client';
import type { JetStreamConnection } from '../messaging/jetstream.js';
import { CONSUME_OPTIONS, DEFAULT_MAX_DELIVER, durableConsumerConfig, durableConsumerName } from '../messaging/stream-config.js';
import { decodeEvent, type DecodedEvent } from './event-envelope.js';
import type { SqlExecutor, TransactionRunner } from './sql-executor.js';

const handled = new Counter({
  name: 'events_handled_total',
  help: 'Events consumed, by consumer, type and outcome',
  labelNames: ['consumer', 'type', 'outcome'],
});

/**
 * What a durable consumer runs. Services declare consumers as classes (see `@EventConsumer`),
 * which the service core turns into this; `Tx` is the transaction client of the service's database.
 */
export interface ConsumerDefinition<Tx extends SqlExecutor = SqlExecutor> {
  /** Durable consumer name, unique per purpose (e.g. `identity-entitlements`). */
  readonly durable: string;
  readonly events: readonly EventType<DescMessage>[];
  handle(event: DecodedEvent, tx: Tx): Promise<void>;
  readonly maxDeliver?: number;
  /** The handler's transaction timeout (Prisma's default when not given). */
  readonly transactionTimeoutMs?: number;
}

const headerGetter: TextMapGetter<JsMsg['headers']> = {
  keys: (headers) => (headers ? [...headers.keys()] : []),
  get: (headers, key) => headers?.get(key) || undefined,
};

/**
 * A durable JetStream pull consumer with explicit acks. Each event is applied in one database
 * transaction together with the record of its id in `processed_events`, so a redelivery (after a
 * crash, a restart or a lost ack) changes nothing. Events that keep failing are moved to the
 * dead-letter stream after `maxDeliver` attempts, logged and counted.
 */
export class DurableConsumer<Tx extends SqlExecutor = SqlExecutor> {
  private readonly logger = new Logger(DurableConsumer.name);
  private readonly subscriptions: { messages: ConsumerMessages; loop: Promise<void> }[] = [];

  constructor(
    private readonly connection: JetStreamConnection,
    private readonly db: TransactionRunner<Tx>,
    private readonly definition: ConsumerDefinition<Tx>,
  ) {}

  /**
   * One JetStream consumer per event type: servers before 2.10 (Debian's) allow a single filter
   * subject per consumer. Handlers re-read state rather than trust arrival order, so nothing
   * depends on the order between types.
   */
  async start(): Promise<void> {
    const { durable, events, maxDeliver = DEFAULT_MAX_DELIVER } = this.definition;
    for (const event of events) {
      const name = durableConsumerName(durable, event.type);
      await this.connection.jsm.consumers.add(EVENT_STREAM, durableConsumerConfig(name, event.type, maxDeliver));
      const consumer = await this.connection.js.consumers.get(EVENT_STREAM, name);
      const messages = await consumer.consume({ ...CONSUME_OPTIONS });
      this.subscriptions.push({ messages, loop: this.run(messages) });
    }
  }

  async stop(): Promise<void> {
    for (const { messages, loop } of this.subscriptions.splice(0)) {
      await messages.close();
      await loop;
    }
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) await this.process(message);
  }

  /** Exposed for tests: applies one message and acks, naks or dead-letters it. */
  async process(message: JsMsg): Promise<void> {
    const { durable, events, maxDeliver = DEFAULT_MAX_DELIVER } = this.definition;
    let event: DecodedEvent;
    try {
      event = decodeEvent(message);
      // The filter subject is the type, so only a mislabelled envelope gets here: never hand it on.
      if (!events.some(({ type }) => type === event.type)) throw new Error(`${event.type} is not an event ${durable} takes`);
    } catch (error) {
      await this.deadLetter(message, `undecodable: ${(error as Error).message}`);
      return;
    }
    const parent = propagation.extract(context.active(), message.headers, headerGetter);
    try {
      await context.with(parent, () => this.apply(event));
      message.ack();
    } catch (error) {
      handled.inc({ consumer: durable, type: event.type, outcome: 'failed' });
      if (message.info.deliveryCount >= maxDeliver) {
        await this.deadLetter(message, (error as Error).message);
      } else {
        this.logger.warn(
          `${durable}: ${event.type} ${event.id} failed (attempt ${message.info.deliveryCount}): ${(error as Error).message}`,
        );
        message.nak(Math.min(30_000, 250 * 2 ** message.info.deliveryCount));
      }
    }
  }

  private async apply(event: DecodedEvent): Promise<void> {
    const { durable, transactionTimeoutMs: timeout } = this.definition;
    const applied = await this.db.$transaction(
      async (tx) => {
        const inserted = await tx.$executeRawUnsafe(
          'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
          durable,
          event.id,
        );
        if (inserted === 0) return false;
        await this.definition.handle(event, tx);
        return true;
      },
      timeout === undefined ? undefined : { timeout },
    );
    handled.inc({ consumer: durable, type: event.type, outcome: applied ? 'applied' : 'duplicate' });
  }

  private async deadLetter(message: JsMsg, reason: string): Promise<void> {
    const { durable } = this.definition;
    this.logger.error(`${durable}: giving up on ${message.subject} seq ${message.seq}: ${reason}`);
    handled.inc({ consumer: durable, type: message.subject, outcome: 'dead_lettered' });
    // As it came, headers and all (its encoding, id and type are in them), but not as a duplicate of
    // the same event another consumer dead-lettered: the dead-letter stream de-duplicates on Nats-Msg-Id.
    const headers = natsHeaders();
    for (const [key, values] of message.headers ?? []) {
      if (key.toLowerCase() !== 'nats-msg-id') for (const value of values) headers.append(key, value);
    }
    await this.connection.js.publish(`${DEAD_LETTER_PREFIX}.${durable}.${message.subject}`, message.data, { headers });
    message.term(reason);
  }
}
