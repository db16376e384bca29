// Fault: one NATS node of three is killed (SIGKILL, the stream's leader, the very node the clients
// are connected to) while two streams of events flow through it, then it comes back:
// - registrations over request/reply: identity writes each user with identity.user.registered.v1
//   in its outbox, and billing's durable consumer applies them to its copy of the users;
// - subscription changes: billing records each (Stripe's webhooks, which reach billing over HTTP,
//   not NATS) with billing.subscription.changed.v1 in its own database's outbox, and identity's
//   durable consumer applies them to the users' entitlements.
// Runs against a NATS cluster and two databases of its own (never the machine's shared ones), with
// the runtime's real outbox relays and durable consumers. The figures go to .run/faults/ and
// docs/resilience.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EVENT_STREAM, Events, type SubscriptionChangedSchema, type UserRegisteredSchema } from '@mc/proto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  connectJetStream,
  consumerDefinition,
  DurableConsumer,
  EventConsumer,
  OutboxRelay,
  recordEvent,
  type DecodedEvent,
  type EventHandler,
  type SqlExecutor,
} from '@mc/runtime';
import { inRepo } from '../manifests/repo.js';
import { eventFlowFigures, serviceDatabase, untilAllApplied, type EventFlow, type ServiceDatabase } from './event-flow.js';
import { startNatsCluster, type NatsCluster } from './nats-cluster.js';

const REGISTRATIONS = 400;
/** Subscription changes billing records meanwhile, spread over SUBSCRIBERS accounts. */
const SUBSCRIPTION_CHANGES = 400;
const SUBSCRIBERS = 40;
/** The statuses a subscription goes through, one per change, as Stripe reports them. */
const STATUSES = ['trialing', 'active', 'past_due', 'active', 'canceled'];
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

/** identity's entitlements, one row per revision billing told, so an event applied twice shows. */
@EventConsumer({ durable: 'faults-identity-entitlements', event: Events.subscriptionChanged })
class EntitlementChanges implements EventHandler<typeof SubscriptionChangedSchema> {
  async handle({ data: change }: DecodedEvent<typeof SubscriptionChangedSchema>, tx: SqlExecutor) {
    await tx.$executeRawUnsafe(
      `INSERT INTO entitlement_changes (user_id, revision, subscription_id, status, plan_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, revision) DO UPDATE SET times_applied = entitlement_changes.times_applied + 1`,
      change.userId,
      Number(change.revision),
      change.subscriptionId,
      change.status,
      change.planName,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `attempt` until it succeeds or the client's retry window is over. */
async function withinRetryWindow(attempt: () => Promise<unknown>) {
  const started = Date.now();
  for (let attempts = 1; ; attempts++) {
    try {
      await attempt();
      return { ok: true, attempts, ms: Date.now() - started };
    } catch {
      if (Date.now() - started > RETRY_WINDOW_MS) return { ok: false, attempts, ms: Date.now() - started };
      await sleep(100);
    }
  }
}

describe('a NATS node dies under load (three-node cluster, streams with three replicas)', () => {
  const replicas = process.env.JETSTREAM_REPLICAS;
  let identityDatabase: ServiceDatabase;
  let billingDatabase: ServiceDatabase;
  let cluster: NatsCluster;
  const connections: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    identityDatabase = await serviceDatabase(
      'nats_identity',
      'CREATE TABLE users (id serial PRIMARY KEY, username text UNIQUE NOT NULL)',
      `CREATE TABLE entitlement_changes (user_id int NOT NULL, revision bigint NOT NULL, subscription_id text NOT NULL,
         status text NOT NULL, plan_name text NOT NULL, times_applied int NOT NULL DEFAULT 1, PRIMARY KEY (user_id, revision))`,
    );
    billingDatabase = await serviceDatabase(
      'nats_billing',
      'CREATE TABLE billing_users (user_id int PRIMARY KEY, times_applied int NOT NULL DEFAULT 1)',
      `CREATE TABLE subscriptions (user_id int PRIMARY KEY, id text NOT NULL, status text NOT NULL, plan_id int NOT NULL,
         plan_name text NOT NULL, current_period_end timestamptz NOT NULL, revision bigint NOT NULL DEFAULT 0)`,
    );
    // Subscribers from before the test: accounts identity has, subscriptions billing has.
    await identityDatabase.pool.query(
      `INSERT INTO users (username) SELECT 'subscriber' || n FROM generate_series(1, ${SUBSCRIBERS}) AS n`,
    );
    await billingDatabase.pool.query(
      `INSERT INTO subscriptions (user_id, id, status, plan_id, plan_name, current_period_end)
       SELECT n, 'sub_faults' || n, 'incomplete', 2, 'Pro', now() + interval '1 month' FROM generate_series(1, ${SUBSCRIBERS}) AS n`,
    );
    cluster = await startNatsCluster(24401);
    await cluster.ready();
    process.env.JETSTREAM_REPLICAS = '3';
  }, 60_000);

  afterAll(async () => {
    if (replicas === undefined) delete process.env.JETSTREAM_REPLICAS;
    else process.env.JETSTREAM_REPLICAS = replicas;
    for (const connection of connections.splice(0).reverse()) await connection.close().catch(() => undefined);
    await cluster?.stop();
    await identityDatabase?.drop();
    await billingDatabase?.drop();
  });

  it('answers every registration within the retry window and applies every event of both streams exactly once', async () => {
    const { db: identityDb } = identityDatabase;
    const { db: billingDb } = billingDatabase;
    // The streams, with three replicas, made by a first process as in production.
    const admin = await connectJetStream(cluster.nodes[0].url, 'faults-admin');
    connections.push({ close: () => admin.nc.close() });
    const leader = (await admin.jsm.streams.info(EVENT_STREAM)).cluster?.leader;
    const victim = cluster.nodes.find(({ name }) => name === leader)!;
    const survivor = cluster.nodes.find(({ name }) => name !== leader)!;
    expect((await admin.jsm.streams.info(EVENT_STREAM)).config.num_replicas).toBe(3);

    // identity: answers registrations (connected to a node that stays), writing the user and its
    // event in one transaction; a retried registration finds the user and records nothing twice.
    // Its outbox relay and its consumer of billing's events use the node that will die.
    const identityRpc = await connect({ servers: survivor.url, name: 'faults-identity', maxReconnectAttempts: -1 });
    connections.push({ close: () => identityRpc.close() });
    const identity = await connectJetStream(victim.url, 'faults-identity-events');
    connections.push({ close: () => identity.nc.close() });
    const identityRelay = new OutboxRelay(identityDb, identity.js, 50);
    identityRelay.start();
    connections.push({ close: () => identityRelay.stop() });
    identityRpc.subscribe(SUBJECT, {
      queue: 'identity',
      callback: (error, message) => {
        if (error) return;
        const username = message.string();
        void identityDb
          .$transaction(async (tx) => {
            const [created] = await tx.$queryRawUnsafe<{ id: number }[]>(
              'INSERT INTO users (username) VALUES ($1) ON CONFLICT (username) DO NOTHING RETURNING id',
              username,
            );
            if (created)
              await recordEvent(tx, Events.userRegistered, { userId: created.id, username, email: `${username}@example.com` });
          })
          .then(() => (identityRelay.nudge(), message.respond('created')))
          .catch(() => undefined);
      },
    });
    const entitlements = new DurableConsumer(
      identity,
      identityDb,
      consumerDefinition(EntitlementChanges, new EntitlementChanges()),
    );
    await entitlements.start();
    connections.push({ close: () => entitlements.stop() });

    // billing: its outbox relay and its consumer of registrations, on the node that will die.
    const billing = await connectJetStream(victim.url, 'faults-billing');
    connections.push({ close: () => billing.nc.close() });
    const billingRelay = new OutboxRelay(billingDb, billing.js, 50);
    billingRelay.start();
    connections.push({ close: () => billingRelay.stop() });
    const billingUsers = new DurableConsumer(billing, billingDb, consumerDefinition(RegisteredUsers, new RegisteredUsers()));
    await billingUsers.start();
    connections.push({ close: () => billingUsers.stop() });

    // A subscription change as billing stores one from Stripe: the revision bump and its event in
    // one transaction (as `SubscriptionSyncService.recordEntitlement`), published by the relay.
    const changeSubscription = (change: number) =>
      billingDb
        .$transaction(async (tx) => {
          const userId = (change % SUBSCRIBERS) + 1;
          const [row] = await tx.$queryRawUnsafe<
            { id: string; status: string; plan_id: number; plan_name: string; current_period_end: Date; revision: string }[]
          >(
            `UPDATE subscriptions SET revision = revision + 1, status = $2 WHERE user_id = $1
             RETURNING id, status, plan_id, plan_name, current_period_end, revision`,
            userId,
            STATUSES[Math.floor(change / SUBSCRIBERS) % STATUSES.length],
          );
          await recordEvent(tx, Events.subscriptionChanged, {
            userId,
            subscriptionId: row.id,
            status: row.status,
            planId: row.plan_id,
            planName: row.plan_name,
            currentPeriodEnd: timestampFromDate(row.current_period_end),
            cancelAtPeriodEnd: false,
            revision: BigInt(row.revision),
            changedAt: timestampFromDate(new Date()),
          });
        })
        .then(() => billingRelay.nudge());

    // The bff: requests through the node that will die, each retried until the retry window ends.
    const bff: NatsConnection = await connect({
      servers: victim.url,
      name: 'faults-bff',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 100,
    });
    connections.push({ close: () => bff.close() });

    let killedAt = 0;
    const faults = (async () => {
      await sleep(KILL_AFTER_MS);
      killedAt = Date.now();
      await cluster.kill(victim.name);
      await sleep(RESTART_AFTER_MS - KILL_AFTER_MS);
      await cluster.restart(victim.name);
    })();
    const answers = [];
    const webhooks = [];
    for (let i = 0; i < Math.max(REGISTRATIONS, SUBSCRIPTION_CHANGES); i++) {
      if (i < REGISTRATIONS)
        answers.push(withinRetryWindow(() => bff.request(SUBJECT, `trader${i}`, { timeout: REQUEST_TIMEOUT_MS })));
      if (i < SUBSCRIPTION_CHANGES) webhooks.push(withinRetryWindow(() => changeSubscription(i)));
      await sleep(PACE_MS);
    }
    const results = await Promise.all(answers);
    const webhookResults = await Promise.all(webhooks);
    await faults;

    const registrations: EventFlow = {
      event: Events.userRegistered,
      producer: identityDatabase,
      consumer: billingDatabase,
      durable: 'faults-billing-users',
      table: 'billing_users',
    };
    const subscriptionChanges: EventFlow = {
      event: Events.subscriptionChanged,
      producer: billingDatabase,
      consumer: identityDatabase,
      durable: 'faults-identity-entitlements',
      table: 'entitlement_changes',
    };
    const [registrationsAppliedAfterMs, changesAppliedAfterMs] = await Promise.all([
      untilAllApplied(registrations, killedAt),
      untilAllApplied(subscriptionChanges, killedAt),
    ]);
    // Late redeliveries (an ack lost with the node comes back after ack_wait) must change nothing.
    await sleep(1_000);

    const usersCreated = await identityDatabase.number(`SELECT count(*) FROM users WHERE username LIKE 'trader%'`);
    const streamMessages = (await admin.jsm.streams.info(EVENT_STREAM)).state.messages;
    // identity ends with billing's state: each subscriber's latest revision and status.
    const billingState = await billingDatabase.pool.query(
      'SELECT user_id, revision::int, status FROM subscriptions ORDER BY user_id',
    );
    const identityState = await identityDatabase.pool.query(
      `SELECT DISTINCT ON (user_id) user_id, revision::int, status FROM entitlement_changes ORDER BY user_id, revision DESC`,
    );
    const summary = {
      fault: `SIGKILL of NATS node ${victim.name} (stream leader, clients' node) of 3, restarted ${RESTART_AFTER_MS - KILL_AFTER_MS} ms later`,
      load:
        `${REGISTRATIONS} registrations over request/reply, one every ${PACE_MS} ms, each an outbox event to billing's durable consumer; ` +
        `at the same pace ${SUBSCRIPTION_CHANGES} subscription changes of ${SUBSCRIBERS} subscribers recorded by billing, ` +
        `each an outbox event (${Events.subscriptionChanged.type}) to identity's durable consumer`,
      requestsFailed: results.filter(({ ok }) => !ok).length,
      requestsRetried: results.filter(({ attempts }) => attempts > 1).length,
      slowestAnswerMs: Math.max(...results.map(({ ms }) => ms)),
      subscriptionChangesFailed: webhookResults.filter(({ ok }) => !ok).length,
      subscriptionChangesRetried: webhookResults.filter(({ attempts }) => attempts > 1).length,
      usersCreated,
      streamMessages,
      registrations: { ...(await eventFlowFigures(registrations, killedAt)), allAppliedAfterMs: registrationsAppliedAfterMs },
      subscriptionChanges: {
        ...(await eventFlowFigures(subscriptionChanges, killedAt)),
        allAppliedAfterMs: changesAppliedAfterMs,
      },
    };
    mkdirSync(inRepo('.run/faults'), { recursive: true });
    writeFileSync(join(inRepo('.run/faults'), 'nats-node-loss.json'), JSON.stringify(summary, null, 2));

    const exactlyOnce = { eventsLost: 0, eventsDuplicated: 0, mostTimesApplied: 1, unpublished: 0 };
    expect(summary).toMatchObject({
      requestsFailed: 0,
      subscriptionChangesFailed: 0,
      usersCreated: REGISTRATIONS,
      registrations: { eventsSent: REGISTRATIONS, ...exactlyOnce },
      subscriptionChanges: { eventsSent: SUBSCRIPTION_CHANGES, ...exactlyOnce },
    });
    expect(identityState.rows).toEqual(billingState.rows);
    // Nats-Msg-Id = outbox id: a publish retried across the failover is stored once.
    expect(streamMessages).toBe(REGISTRATIONS + SUBSCRIPTION_CHANGES);
  }, 150_000);
});
