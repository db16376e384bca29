// NATS authentication and per-principal permissions (ops/nats/authorization.conf, generated from
// runtime/src/messaging/nats-permissions.ts), against Debian's nats-server started with that very
// file and passwords of its own: every principal can do its real work, and nothing else.
import { randomUUID } from 'node:crypto';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClientProxy } from '@nestjs/microservices';
import { DeliverPolicy } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  BillingService,
  CatalystsService,
  ContentService,
  DEAD_LETTER_STREAM,
  EVENT_STREAM,
  Events,
  IdentityService,
  rpcSubject,
  type EventType,
  type ListContentRequest,
  type SubscriptionChangedSchema,
} from '@mc/proto';
import {
  connectJetStream,
  consumerDefinition,
  DurableConsumer,
  durableConsumerConfig,
  durableConsumerName,
  EventConsumer,
  eventsOf,
  NATS_PRINCIPALS,
  natsConnectionOptions,
  natsServerOptions,
  RpcClient,
  RpcHandler,
  rpcSubjectsServedBy,
  ServiceUnavailableError,
  type DecodedEvent,
  type EventHandler,
  type JetStreamConnection,
  type SqlExecutor,
  type TransactionRunner,
  rpcClientProxy,
} from '@mc/runtime';
import { startAuthenticatedNats, until } from '@mc/runtime/testing';

type AuthenticatedNats = Awaited<ReturnType<typeof startAuthenticatedNats>>;

const envelope = (event: EventType, data: Record<string, unknown>) =>
  JSON.stringify({ id: randomUUID(), type: event.type, occurredAt: new Date().toISOString(), data });

/** What a refused operation reports: the server's permissions violation, or no answer at all. */
const refusal = (error: unknown) => String((error as Error)?.message ?? error);

const handled: number[] = [];

/** identity's real durable consumer name and event; the handler records instead of writing entitlements. */
@EventConsumer({ durable: 'identity-entitlements', event: Events.subscriptionChanged, maxDeliver: 1 })
class Entitlements implements EventHandler<typeof SubscriptionChangedSchema> {
  async handle(event: DecodedEvent<typeof SubscriptionChangedSchema>) {
    if (event.data.userId === 13) throw new Error('cannot apply user 13');
    handled.push(event.data.userId);
  }
}

/** A database stand-in: every event id is new, and the transaction is the callback's run. */
const database: TransactionRunner<SqlExecutor> = {
  $transaction: (fn) => fn({ $executeRawUnsafe: async () => 1, $queryRawUnsafe: async () => [] as never }),
};

@Controller()
class ContentStandIn {
  @RpcHandler(ContentService.method.listContent)
  list(request: ListContentRequest) {
    return { outcome: { case: 'success' as const, value: { count: request.limit, items: [] } } };
  }
}

@Module({ controllers: [ContentStandIn] })
class ContentStandInModule {}

describe('NATS users and permissions', () => {
  let nats: AuthenticatedNats;
  const open: { close(): Promise<unknown> }[] = [];
  const as = (principal: string, name = `test-${principal}`) =>
    natsConnectionOptions(nats.url, name, nats.credentials(principal));
  const connectAs = async (principal: string) => {
    const nc = await connect(as(principal));
    open.push(nc);
    return nc;
  };
  const jetStreamAs = async (principal: string): Promise<JetStreamConnection> => {
    const connection = await connectJetStream(nats.url, `test-${principal}`, nats.credentials(principal));
    open.push(connection.nc);
    return connection;
  };
  /** The first error the server reports on a connection (permission violations come asynchronously). */
  const nextError = async (nc: NatsConnection) => {
    for await (const status of nc.status()) if (status.type === 'error') return refusal(status.error);
    return 'closed';
  };

  beforeAll(async () => {
    nats = await startAuthenticatedNats(24493);
  }, 30_000);

  afterAll(async () => {
    for (const connection of open.splice(0).reverse()) await connection.close().catch(() => undefined);
    await nats?.stop();
  });

  it('refuses a client without a user, with a wrong password, or with another principal’s password', async () => {
    await expect(connect({ servers: nats.url, reconnect: false })).rejects.toThrow(/Authorization Violation/);
    await expect(connect({ servers: nats.url, user: 'identity', pass: 'not-its-password' })).rejects.toThrow(
      /Authorization Violation/,
    );
    await expect(connect({ servers: nats.url, user: 'identity', pass: nats.credentials('billing').pass })).rejects.toThrow(
      /Authorization Violation/,
    );
    const nc = await connect(as('identity'));
    await expect(nc.flush()).resolves.toBeUndefined();
    await nc.close();
  });

  it('lets every service take its own requests in its queue group, and its callers reach each of them', async () => {
    const services: NatsConnection[] = [];
    for (const principal of NATS_PRINCIPALS.filter((candidate) => candidate.serves)) {
      const service = await connectAs(principal.name);
      services.push(service);
      for (const subject of rpcSubjectsServedBy(principal))
        service.subscribe(subject, { queue: principal.name, callback: (_, msg) => void msg.respond(principal.name) });
      await service.flush();
    }
    const bff = await connectAs('bff');
    for (const principal of NATS_PRINCIPALS.filter((candidate) => candidate.serves))
      for (const subject of rpcSubjectsServedBy(principal)) {
        const reply = await bff.request(subject, '{}', { timeout: 2_000 });
        expect([subject, reply.string()]).toEqual([subject, principal.name]);
      }
    const newsletter = await connectAs('newsletter');
    const [queryCatalysts, listContent] = [CatalystsService.method.queryCatalysts, ContentService.method.listContent].map(
      rpcSubject,
    );
    expect((await newsletter.request(queryCatalysts, '{}', { timeout: 2_000 })).string()).toBe('catalysts');
    expect((await newsletter.request(listContent, '{}', { timeout: 2_000 })).string()).toBe('content');
    for (const service of services) await service.close();
  });

  it('serves a contract through Nest as the product does: queue group, reply, inbox of the caller’s own', async () => {
    const content: INestMicroservice = await NestFactory.createMicroservice(ContentStandInModule, {
      ...natsServerOptions('content', nats.url, nats.credentials('content')),
      logger: false,
    });
    await content.listen();
    open.push(content);
    const proxies: ClientProxy[] = ['bff', 'newsletter'].map((principal) => rpcClientProxy(as(principal)));
    open.push(...proxies);
    for (const proxy of proxies) {
      const reply = await new RpcClient(proxy, 2_000).call(ContentService.method.listContent, {
        kinds: ['watch-list'],
        limit: 7,
      });
      expect(reply.outcome).toEqual({ case: 'success', value: expect.objectContaining({ count: 7 }) });
    }
    // newsletter asks content for watch-list posts only: any other rpc is refused by the server.
    await expect(
      new RpcClient(proxies[1], 1_000).call(ContentService.method.getContent, { kind: 'watch-list', slug: 'x' }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('lets each service publish its own events into the stream, and no one else’s', async () => {
    for (const principal of NATS_PRINCIPALS) {
      const events = eventsOf(principal);
      if (!events.length) continue;
      const { js } = await jetStreamAs(principal.name);
      for (const event of events) {
        const ack = await js.publish(event.type, envelope(event, {}));
        expect(ack.stream).toBe(EVENT_STREAM);
      }
    }
    const identity = await jetStreamAs('identity');
    const before = (await identity.jsm.streams.info(EVENT_STREAM)).state.messages;
    await expect(
      identity.js.publish(Events.invoicePaid.type, envelope(Events.invoicePaid, {}), { timeout: 1_000 }),
    ).rejects.toThrow(/Permissions Violation|timeout/i);
    const content = await connectAs('content');
    const refused = nextError(content);
    content.publish(Events.userRegistered.type, envelope(Events.userRegistered, { userId: 1 }));
    expect(await refused).toMatch(/Permissions Violation for Publish to "identity.user.registered.v1"/);
    expect((await identity.jsm.streams.info(EVENT_STREAM)).state.messages).toBe(before);
  });

  it('lets a service consume its events, acknowledge them and dead-letter those it gives up on', async () => {
    const identity = await jetStreamAs('identity');
    const consumer = new DurableConsumer(identity, database, consumerDefinition(Entitlements, new Entitlements()));
    await consumer.start();
    open.push({ close: () => consumer.stop() });
    const billing = await jetStreamAs('billing');
    for (const userId of [11, 12, 13])
      await billing.js.publish(Events.subscriptionChanged.type, envelope(Events.subscriptionChanged, { userId }));
    await until('identity to apply the two events it can', async () => handled.includes(11) && handled.includes(12));
    await until(
      'the third to be dead-lettered',
      async () => (await identity.jsm.streams.info(DEAD_LETTER_STREAM)).state.messages === 1,
    );
    const name = durableConsumerName('identity-entitlements', Events.subscriptionChanged.type);
    // The two it applied are acknowledged (nothing delivered again); the third was given up on after them.
    await until('the applied events acknowledged', async () => {
      const info = await identity.jsm.consumers.info(EVENT_STREAM, name);
      return info.ack_floor.consumer_seq >= 2 && info.num_redelivered === 0 && info.num_pending === 0;
    });
  });

  it('lets the bff follow the events it caches by, from an ordered consumer of its own', async () => {
    const bff = await jetStreamAs('bff');
    const consumersBefore = (await bff.jsm.streams.info(EVENT_STREAM)).state.consumer_count;
    const consumer = await bff.js.consumers.get(EVENT_STREAM, {
      filter_subjects: Events.calendarChanged.type,
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await consumer.consume();
    open.push(messages);
    const seen = (async () => {
      for await (const message of messages) return message.subject;
    })();
    const catalysts = await jetStreamAs('catalysts');
    await until(
      'the bff’s consumer to be there',
      async () => (await bff.jsm.streams.info(EVENT_STREAM)).state.consumer_count > consumersBefore,
    );
    await catalysts.js.publish(Events.calendarChanged.type, envelope(Events.calendarChanged, { type: 'earnings', ids: [] }));
    expect(await seen).toBe(Events.calendarChanged.type);
  });

  it('keeps every principal off what is not its own: requests, inboxes, durable consumers, calls it does not make', async () => {
    const billingRequest = rpcSubject(BillingService.method.getClientConfig);
    const login = rpcSubject(IdentityService.method.login);
    const refusedSubscription = async (principal: string, subject: string, queue?: string) => {
      const nc = await connectAs(principal);
      const refused = nextError(nc);
      nc.subscribe(subject, { queue, callback: () => undefined });
      return refused;
    };
    // Another service's requests, in its queue group or not; its own outside the queue group; another's replies.
    expect(await refusedSubscription('identity', billingRequest, 'billing')).toMatch(/Permissions Violation for Subscription/);
    expect(await refusedSubscription('identity', login)).toMatch(/Permissions Violation for Subscription/);
    expect(await refusedSubscription('identity', '_INBOX_bff.>')).toMatch(/Permissions Violation for Subscription/);
    expect(await refusedSubscription('newsletter', '>')).toMatch(/Permissions Violation for Subscription/);

    // A request nobody may answer but billing: the bff's call reaches no one (billing is not running here).
    const bff = await connectAs('bff');
    await expect(bff.request(billingRequest, '{}', { timeout: 1_000 })).rejects.toThrow(/no responders|timeout/i);

    // A call the principal does not make: newsletter never signs anyone in.
    const newsletter = await connectAs('newsletter');
    const refusedPublish = nextError(newsletter);
    newsletter.publish(login, '{}');
    expect(await refusedPublish).toContain(`Permissions Violation for Publish to "${login}"`);

    // The bff, which follows events with consumers of its own, cannot pull from a service's durable one.
    const billingUsers = durableConsumerName('billing-users', Events.userRegistered.type);
    const billing = await jetStreamAs('billing');
    await billing.jsm.consumers.add(EVENT_STREAM, durableConsumerConfig(billingUsers, Events.userRegistered.type));
    const follower = await jetStreamAs('bff');
    await expect(follower.js.consumers.get(EVENT_STREAM, billingUsers)).rejects.toThrow(/Permissions Violation|timeout/i);
    await expect(
      follower.nc.request(`$JS.API.CONSUMER.MSG.NEXT.${EVENT_STREAM}.${billingUsers}`, '{"batch":1}', { timeout: 1_000 }),
    ).rejects.toThrow(/Permissions Violation|timeout/i);
  });
});
