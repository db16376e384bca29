import type { ReadinessCheck } from '../health/readiness.js';
import { connectJetStream, type JetStreamConnection } from '../messaging/jetstream.js';
import type { NatsCredentials } from '../messaging/nats-connection.js';
import { DurableConsumer, type ConsumerDefinition } from './durable-consumer.js';
import { EventTablesPruner } from './event-tables-pruner.js';
import { OutboxRelay } from './outbox-relay.js';
import type { SqlExecutor, SqlRunner } from './sql-executor.js';

export interface EventBusOptions<Tx extends SqlExecutor = SqlExecutor> {
  natsUrl: string;
  /** The service's NATS user, when the server authenticates. */
  natsCredentials?: NatsCredentials;
  /** Connection name, normally the service's name. */
  name: string;
  db: SqlRunner<Tx>;
  consumers?: ConsumerDefinition<Tx>[];
}

/** A service's link to JetStream: its outbox relay and its durable consumers; and the pruning of both's tables. */
export class EventBus<Tx extends SqlExecutor = SqlExecutor> {
  private constructor(
    readonly connection: JetStreamConnection,
    readonly relay: OutboxRelay,
    readonly consumers: DurableConsumer<Tx>[],
    readonly pruner: EventTablesPruner,
  ) {}

  static async connect<Tx extends SqlExecutor>({
    natsUrl,
    natsCredentials,
    name,
    db,
    consumers = [],
  }: EventBusOptions<Tx>): Promise<EventBus<Tx>> {
    const connection = await connectJetStream(natsUrl, name, natsCredentials);
    return new EventBus(
      connection,
      new OutboxRelay(db, connection.js),
      consumers.map((definition) => new DurableConsumer(connection, db, definition)),
      new EventTablesPruner(db),
    );
  }

  async start(): Promise<void> {
    this.relay.start();
    this.pruner.start();
    for (const consumer of this.consumers) await consumer.start();
  }

  async stop(): Promise<void> {
    await this.pruner.stop();
    await this.relay.stop();
    for (const consumer of this.consumers) await consumer.stop();
    await this.connection.nc.drain().catch(() => undefined);
  }

  readiness(): ReadinessCheck {
    return {
      name: 'nats',
      check: async () => {
        if (this.connection.nc.isClosed()) throw new Error('connection closed');
        await this.connection.nc.flush();
      },
    };
  }
}
