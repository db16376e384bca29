import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Events, EVENT_STREAM, type UserRegisteredSchema } from '@mc/proto';
import { connectJetStream, type JetStreamConnection } from '../src/messaging/jetstream.js';
import { DurableConsumer } from '../src/outbox/durable-consumer.js';
import { consumerDefinition, EventConsumer, type EventHandler } from '../src/outbox/event-consumer.decorator.js';
import { decodeEvent, type DecodedEvent } from '../src/outbox/event-envelope.js';
import type { SqlExecutor } from '../src/outbox/sql-executor.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';
import { recordEvent } from '../src/outbox/outbox.js';
import { dropDatabase, ensureDatabaseExists } from '../src/prisma/create-database.js';
import { applyRuntimeMigrations } from '../src/prisma/runtime-migrations.js';
import { pgTransactionRunner } from '../src/testing/pg-transaction-runner.js';
import { untilAcknowledged } from '../src/testing/consumer-progress.js';
import { until } from '../src/testing/poll.js';
import { startPrivateNats } from '../src/testing/private-nats.js';

const TABLES = 'CREATE TABLE registrations (user_id int PRIMARY KEY, times_applied int NOT NULL DEFAULT 1)';

/** A typed consumer, as services declare theirs: `event.data` is a UserRegistered, no cast. */
@EventConsumer({ durable: 'runtime-test-registrations', event: Events.userRegistered })
class RegistrationsConsumer implements EventHandler<typeof UserRegisteredSchema> {
  async handle(event: DecodedEvent<typeof UserRegisteredSchema>, tx: SqlExecutor) {
    await tx.$executeRawUnsafe(
      'INSERT INTO registrations (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET times_applied = registrations.times_applied + 1',
      event.data.userId,
    );
  }
}

describe('outbox relay and idempotent consumer (PostgreSQL + JetStream)', () => {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/test_runtime_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let connection: JetStreamConnection;
  const db = () => pgTransactionRunner(pool);
  const userIds = [1, 2, 3];

  const registrationConsumer = () =>
    new DurableConsumer(connection, db(), consumerDefinition(RegistrationsConsumer, new RegistrationsConsumer()));

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await applyRuntimeMigrations(databaseUrl);
    expect(await applyRuntimeMigrations(databaseUrl)).toEqual([]); // Every start of every replica runs it: the second finds nothing to do.
    pool = new pg.Pool({ connectionString: databaseUrl });
    await pool.query(TABLES);
    nats = await startPrivateNats(24223);
    connection = await connectJetStream(nats.url, 'runtime-test');
  });

  afterAll(async () => {
    await connection?.nc.close();
    await nats?.stop();
    await pool?.end();
    await dropDatabase(databaseUrl);
  });

  it('publishes each recorded event once and marks it published', async () => {
    for (const userId of userIds) {
      await db().$transaction((tx) =>
        recordEvent(tx, Events.userRegistered, { userId, username: `u${userId}`, email: `u${userId}@example.com` }),
      );
    }
    const relay = new OutboxRelay(db(), connection.js);
    expect(await relay.publishPending()).toBe(3);
    expect(await relay.publishPending()).toBe(0);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL');
    expect(rows[0].n).toBe(0);
    expect((await connection.jsm.streams.info(EVENT_STREAM)).state.messages).toBe(3);
    // Protobuf binary, its envelope in the headers.
    const first = await connection.jsm.streams.getMessage(EVENT_STREAM, { seq: 1 });
    expect(first.header.get('content-type')).toBe('application/protobuf');
    expect(decodeEvent({ data: first.data, headers: first.header })).toMatchObject({
      type: Events.userRegistered.type,
      data: { userId: 1, username: 'u1' },
    });
  });

  it('lets JetStream drop a republished row (same Nats-Msg-Id), e.g. after a crash before marking', async () => {
    await pool.query('UPDATE outbox_events SET published_at = NULL');
    expect(await new OutboxRelay(db(), connection.js).publishPending()).toBe(3);
    expect((await connection.jsm.streams.info(EVENT_STREAM)).state.messages).toBe(3);
  });

  it('applies every event exactly once, even when a consumer restarts and events are redelivered', async () => {
    const first = registrationConsumer();
    await first.start();
    await until(
      'registrations applied',
      async () => (await pool.query('SELECT count(*)::int AS n FROM registrations')).rows[0].n === 3,
    );
    await first.stop();

    // Simulate redelivery: replay the stream into a fresh consumer with the same durable name
    // after deleting the durable (as if acks were lost). processed_events stops a second effect.
    await connection.jsm.consumers.delete(EVENT_STREAM, 'runtime-test-registrations--identity_user_registered_v1');
    const second = registrationConsumer();
    await second.start();
    await until(
      'every event processed',
      async () => (await pool.query('SELECT count(*)::int AS n FROM processed_events')).rows[0].n === 3,
    );
    // Every redelivered event acknowledged: nothing more is coming to apply twice.
    await untilAcknowledged(connection.jsm, 'runtime-test-registrations--identity_user_registered_v1');
    await second.stop();

    const { rows } = await pool.query('SELECT user_id, times_applied FROM registrations ORDER BY user_id');
    expect(rows).toEqual(userIds.map((userId) => ({ user_id: userId, times_applied: 1 })));
  });

  it('publishes a row the previous release recorded (JSON only) as its JSON envelope, which consumers still apply', async () => {
    await pool.query(
      `INSERT INTO outbox_events (id, type, payload) VALUES (gen_random_uuid(), $1, '{"userId": 4, "username": "u4"}')`,
      [Events.userRegistered.type],
    );
    expect(await new OutboxRelay(db(), connection.js).publishPending()).toBe(1);
    const published = await connection.jsm.streams.getMessage(EVENT_STREAM, { last_by_subj: Events.userRegistered.type });
    expect(published.header?.get('content-type') ?? '').toBe('');
    expect(published.json()).toMatchObject({ type: Events.userRegistered.type, data: { userId: 4 } });
    const consumer = registrationConsumer();
    await consumer.start();
    await untilAcknowledged(connection.jsm, 'runtime-test-registrations--identity_user_registered_v1');
    await consumer.stop();
    const { rows } = await pool.query('SELECT user_id, times_applied FROM registrations ORDER BY user_id');
    expect(rows).toEqual([...userIds, 4].map((userId) => ({ user_id: userId, times_applied: 1 })));
  });

  it('dead-letters an event whose handler keeps failing, after the last attempt', async () => {
    const failing = new DurableConsumer(connection, db(), {
      durable: 'runtime-test-failing',
      events: [Events.userRegistered],
      maxDeliver: 2,
      handle: async () => {
        throw new Error('handler broken');
      },
    });
    await failing.start();
    await until(
      'four dead letters',
      async () => {
        const info = await connection.jsm.streams.info('MC_DEAD_LETTERS');
        return info.state.messages === 4;
      },
      20_000,
    );
    await failing.stop();
    // Each as it came, headers and all: still readable as its event, binary or JSON.
    const deadLetters = await Promise.all(
      [1, 2, 3, 4].map((seq) => connection.jsm.streams.getMessage('MC_DEAD_LETTERS', { seq })),
    );
    expect(deadLetters.map((letter) => decodeEvent({ data: letter.data, headers: letter.header }).data.userId).sort()).toEqual([
      1, 2, 3, 4,
    ]);
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM processed_events WHERE consumer = 'runtime-test-failing'");
    expect(rows[0].n).toBe(0);
  }, 30_000);
});
