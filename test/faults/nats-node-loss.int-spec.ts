// Fault: one NATS node of three is killed (SIGKILL, the stream's leader, the very node the clients
// are connected to) while registrations stream in over request/reply and their events flow from
// the outbox through JetStream to a durable consumer; then it comes back. Runs against a NATS
// cluster and a database of its own (never the machine's shared ones), with the runtime's real
// outbox relay and durable consumer. The figures go to .run/faults/ and docs/resilience.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { register as metrics } from 'prom-client';
import { EVENT_STREAM, Events, type UserRegisteredSchema } from '@mc/proto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  connectJetStream,
  consumerDefinition,
  DurableConsumer,
  dropDatabase,
  ensureDatabaseExists,
  ensureEventTables,
  EventConsumer,
  OutboxRelay,
  recordEvent,
  type DecodedEvent,
  type EventHandler,
  type JetStreamConnection,
  type SqlExecutor,
} from '@mc/runtime';
import { pgTransactionRunner, until } from '@mc/runtime/testing';
import { inRepo } from '../manifests/repo.js';
import { startNatsCluster, type NatsCluster } from './nats-cluster.js';

const REGISTRATIONS = 400;
const PACE_MS = 15;
const KILL_AFTER_MS = 1_500;
const RESTART_AFTER_MS = 4_500;
/** How long a client keeps retrying one request (the browser's retry, the bff's 3 s deadline each). */
const RETRY_WINDOW_MS = 10_000;
const REQUEST_TIMEOUT_MS = 1_000;
const SUBJECT = 'faults.identity.register';

@EventConsumer({ durable: 'faults-billing-users', event: Events.userRegistered })
class RegisteredUsers implements EventHandler<typeof UserRegisteredSchema> {
  async handle(event: DecodedEvent<typeof UserRegisteredSchema>, tx: SqlExecutor) {
    await tx.$executeRawUnsafe(
      `INSERT INTO billing_users (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET times_applied = billing_users.times_applied + 1`,
      event.data.userId,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a NATS node dies under load (three-node cluster, streams with three replicas)', () => {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/test_faults_nats_${randomBytes(4).toString('hex')}`;
  const replicas = process.env.JETSTREAM_REPLICAS;
  let pool: pg.Pool;
  let cluster: NatsCluster;
  const connections: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await ensureEventTables(databaseUrl);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 12 });
    // An idle connection still open when the database is dropped at the end is cut off: expected.
    pool.on('error', () => undefined);
    await pool.query('CREATE TABLE users (id serial PRIMARY KEY, username text UNIQUE NOT NULL)');
    await pool.query('CREATE TABLE billing_users (user_id int PRIMARY KEY, times_applied int NOT NULL DEFAULT 1)');
    cluster = await startNatsCluster(24401);
    await cluster.ready();
    process.env.JETSTREAM_REPLICAS = '3';
  }, 60_000);

  afterAll(async () => {
    if (replicas === undefined) delete process.env.JETSTREAM_REPLICAS;
    else process.env.JETSTREAM_REPLICAS = replicas;
    for (const connection of connections.splice(0).reverse()) await connection.close().catch(() => undefined);
    await cluster?.stop();
    await pool?.end();
    await dropDatabase(databaseUrl);
  });

  it('answers every registration within the retry window and applies every event exactly once', async () => {
    const db = pgTransactionRunner(pool);
    // The streams, with three replicas, made by a first process as in production.
    const admin = await connectJetStream(cluster.nodes[0].url, 'faults-admin');
    connections.push({ close: () => admin.nc.close() });
    const leader = (await admin.jsm.streams.info(EVENT_STREAM)).cluster?.leader;
    const victim = cluster.nodes.find(({ name }) => name === leader)!;
    const survivor = cluster.nodes.find(({ name }) => name !== leader)!;
    expect((await admin.jsm.streams.info(EVENT_STREAM)).config.num_replicas).toBe(3);

    // identity: answers registrations (connected to a node that stays), writing the user and its
    // event in one transaction; a retried registration finds the user and records nothing twice.
    const identity = await connect({ servers: survivor.url, name: 'faults-identity', maxReconnectAttempts: -1 });
    connections.push({ close: () => identity.close() });
    const relayConnection: JetStreamConnection = await connectJetStream(victim.url, 'faults-relay');
    connections.push({ close: () => relayConnection.nc.close() });
    const relay = new OutboxRelay(db, relayConnection.js, 50);
    relay.start();
    connections.push({ close: () => relay.stop() });
    identity.subscribe(SUBJECT, {
      queue: 'identity',
      callback: (error, message) => {
        if (error) return;
        const username = message.string();
        void db
          .$transaction(async (tx) => {
            const [created] = await tx.$queryRawUnsafe<{ id: number }[]>(
              'INSERT INTO users (username) VALUES ($1) ON CONFLICT (username) DO NOTHING RETURNING id',
              username,
            );
            if (created)
              await recordEvent(tx, Events.userRegistered, { userId: created.id, username, email: `${username}@example.com` });
          })
          .then(() => (relay.nudge(), message.respond('created')))
          .catch(() => undefined);
      },
    });

    // billing's durable consumer, on the node that will die.
    const consumerConnection = await connectJetStream(victim.url, 'faults-billing');
    connections.push({ close: () => consumerConnection.nc.close() });
    const consumer = new DurableConsumer(consumerConnection, db, consumerDefinition(RegisteredUsers, new RegisteredUsers()));
    await consumer.start();
    connections.push({ close: () => consumer.stop() });

    // The bff: requests through the node that will die, each retried until the retry window ends.
    const bff: NatsConnection = await connect({
      servers: victim.url,
      name: 'faults-bff',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 100,
    });
    connections.push({ close: () => bff.close() });
    const register = async (username: string) => {
      const started = Date.now();
      for (let attempt = 1; ; attempt++) {
        try {
          await bff.request(SUBJECT, username, { timeout: REQUEST_TIMEOUT_MS });
          return { ok: true, attempts: attempt, ms: Date.now() - started };
        } catch {
          if (Date.now() - started > RETRY_WINDOW_MS) return { ok: false, attempts: attempt, ms: Date.now() - started };
          await sleep(100);
        }
      }
    };

    let killedAt = 0;
    const faults = (async () => {
      await sleep(KILL_AFTER_MS);
      killedAt = Date.now();
      await cluster.kill(victim.name);
      await sleep(RESTART_AFTER_MS - KILL_AFTER_MS);
      await cluster.restart(victim.name);
    })();
    const answers = [];
    for (let i = 0; i < REGISTRATIONS; i++) {
      answers.push(register(`trader${i}`));
      await sleep(PACE_MS);
    }
    const results = await Promise.all(answers);
    await faults;

    const users = Number((await pool.query('SELECT count(*) AS n FROM users')).rows[0].n);
    await until(
      'every registration applied by the consumer',
      async () => Number((await pool.query('SELECT count(*) AS n FROM billing_users')).rows[0].n) >= users,
      60_000,
    );
    const allAppliedAfterMs = Date.now() - killedAt;
    // Late redeliveries (an ack lost with the node comes back after ack_wait) must change nothing.
    await sleep(1_000);

    const applied = (await pool.query('SELECT count(*)::int AS n, coalesce(max(times_applied), 0) AS most FROM billing_users'))
      .rows[0];
    const duplicatedEffects = Number(
      (await pool.query('SELECT coalesce(sum(times_applied - 1), 0)::int AS n FROM billing_users')).rows[0].n,
    );
    const unpublished = Number(
      (await pool.query('SELECT count(*) AS n FROM outbox_events WHERE published_at IS NULL')).rows[0].n,
    );
    const firstPublishAfterKill = (
      await pool.query('SELECT min(published_at) AS at FROM outbox_events WHERE published_at > $1', [new Date(killedAt)])
    ).rows[0].at as Date;
    const streamMessages = (await admin.jsm.streams.info(EVENT_STREAM)).state.messages;
    const redeliveredAbsorbed =
      (await metrics.getSingleMetric('events_handled_total')?.get())?.values.find(
        ({ labels }) => labels.consumer === 'faults-billing-users' && labels.outcome === 'duplicate',
      )?.value ?? 0;
    const summary = {
      fault: `SIGKILL of NATS node ${victim.name} (stream leader, clients' node) of 3, restarted ${RESTART_AFTER_MS - KILL_AFTER_MS} ms later`,
      load: `${REGISTRATIONS} registrations over request/reply, one every ${PACE_MS} ms, each an outbox event to a durable consumer`,
      requestsFailed: results.filter(({ ok }) => !ok).length,
      requestsRetried: results.filter(({ attempts }) => attempts > 1).length,
      slowestAnswerMs: Math.max(...results.map(({ ms }) => ms)),
      usersCreated: users,
      eventsLost: users - applied.n,
      eventsDuplicated: duplicatedEffects,
      redeliveriesAbsorbedByProcessedEvents: redeliveredAbsorbed,
      streamMessages,
      publishRecoveredAfterMs: firstPublishAfterKill ? firstPublishAfterKill.getTime() - killedAt : undefined,
      allAppliedAfterMs,
    };
    mkdirSync(inRepo('.run/faults'), { recursive: true });
    writeFileSync(join(inRepo('.run/faults'), 'nats-node-loss.json'), JSON.stringify(summary, null, 2));

    expect(summary).toMatchObject({ requestsFailed: 0, usersCreated: REGISTRATIONS, eventsLost: 0, eventsDuplicated: 0 });
    expect(applied.most).toBe(1);
    expect(unpublished).toBe(0);
    // Nats-Msg-Id = outbox id: a publish retried across the failover is stored once.
    expect(streamMessages).toBe(REGISTRATIONS);
  }, 150_000);
});
