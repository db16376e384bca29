import { AccountChange, EVENT_STREAM, Events, IdentityService, Problem_Kind, type AccountChanged } from '@mc/proto';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  connectJetStream,
  decodeEvent,
  durableConsumerName,
  RpcClient,
  startTracing,
  type JetStreamConnection,
  rpcClientProxy,
} from '@mc/runtime';
import {
  createTestDatabase,
  poll,
  publishEvent,
  startPrivateNats,
  untilAcknowledged,
  type TestDatabase,
} from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { startMailEmulator, type RunningMailEmulator } from '../../../test/emulators/mail/mail-emulator.js';
import { identityConfig, PRISMA_DIR, startIdentity } from './identity-harness.js';
import { listMail, readMail } from '../../../test/emulators/mail/mail-client.js';
import { formFields } from '../../../test/support/identity-forms.js';

const spans = new InMemorySpanExporter();
startTracing('identity-test', [new SimpleSpanProcessor(spans)]);

/** identity as it runs in production (Nest app, NATS queue group, outbox relay), on private infrastructure. */
describe('identity service', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let mail: RunningMailEmulator;
  let app: NestFastifyApplication;
  let proxy: ClientProxy;
  let identity: RpcClient;
  let events: JetStreamConnection;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'identity');
    nats = await startPrivateNats(24231);
    mail = await startMailEmulator({ smtpPort: 0, httpPort: 0 });
    app = await startIdentity(
      identityConfig({ DATABASE_URL: database.url, NATS_URL: nats.url, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` }),
    );
    proxy = rpcClientProxy({ servers: [nats.url] });
    identity = new RpcClient(proxy, 5_000);
    events = await connectJetStream(nats.url, 'identity-test');
  });

  afterAll(async () => {
    await proxy?.close();
    await events?.nc.close();
    await app?.close();
    await mail?.close();
    await nats?.stop();
    await database?.drop();
  });

  const form = (username: string) => ({
    username,
    email: `${username}@example.com`,
    password: 'Catalyst-Calendar-2026',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });

  it('registers a user and publishes identity.user.registered.v1 through the outbox', async () => {
    const reply = await identity.call(IdentityService.method.registerUser, formFields(form('ada')));
    expect(reply.outcome.case).toBe('user');
    const user = reply.outcome.value as { id: number; username: string };
    expect(user.username).toBe('ada');

    const consumer = await events.js.consumers.get(EVENT_STREAM);
    const message = await consumer.next({ expires: 5_000 });
    expect(message?.subject).toBe(Events.userRegistered.type);
    expect(message!.headers?.get('content-type')).toBe('application/protobuf');
    const event = decodeEvent(message!);
    expect(event).toMatchObject({
      type: 'identity.user.registered.v1',
      data: { userId: user.id, username: 'ada', email: 'ada@example.com' },
    });
    expect(message!.headers?.get('Nats-Msg-Id')).toBe(event.id);
  });

  it('gives the loser of a registration race the same 400 as a later duplicate', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map(() => identity.call(IdentityService.method.registerUser, formFields(form('racer')))),
    );
    const cases = replies.map((reply) => reply.outcome.case).sort();
    expect(cases).toEqual(['problem', 'problem', 'user']);
    for (const reply of replies.filter((r) => r.outcome.case === 'problem')) {
      expect(reply.outcome.value).toMatchObject({
        kind: Problem_Kind.INVALID,
        errors: expect.arrayContaining([
          expect.objectContaining({
            field: 'username',
            code: 'username_taken',
            message: 'A user with that username already exists.',
          }),
        ]),
      });
    }
  });

  it('continues the caller’s trace down to the database queries', async () => {
    spans.reset();
    await identity.call(IdentityService.method.login, formFields({ username: 'ada', password: 'Catalyst-Calendar-2026' }));
    const finished = spans.getFinishedSpans();
    const client = finished.find((span) => span.name === 'rpc.mc.identity.v1.IdentityService.Login' && span.kind === 2);
    expect(client).toBeDefined();
    const sameTrace = finished.filter((span) => span.spanContext().traceId === client!.spanContext().traceId);
    expect(sameTrace.some((span) => span.kind === 1 && span.name === 'rpc.mc.identity.v1.IdentityService.Login')).toBe(true);
    expect(sameTrace.some((span) => span.name.startsWith('prisma:'))).toBe(true);
  });

  it('answers Authenticate with the entitlement kept from billing.subscription.changed.v1, newest revision first', async () => {
    const login = await identity.call(
      IdentityService.method.login,
      formFields({ username: 'ada', password: 'Catalyst-Calendar-2026' }),
    );
    const { authToken, user } = login.outcome.value as { authToken: string; user: { id: number } };
    const authorization = `Token ${authToken}`;
    const visitor = await identity.call(IdentityService.method.authenticate, { authorization });
    expect(visitor.outcome.case).toBe('user');
    expect(visitor.entitlement).toMatchObject({ status: '', subscriber: false });

    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const publish = (revision: bigint, status: string, encoding?: 'json') => {
      const data = {
        userId: user.id,
        subscriptionId: 'sub_identity_test',
        status,
        planId: 2,
        planName: 'Pro',
        currentPeriodEnd: timestampFromDate(periodEnd),
        cancelAtPeriodEnd: false,
        revision,
        changedAt: timestampFromDate(new Date()),
      };
      return publishEvent(events.js, Events.subscriptionChanged, data, encoding);
    };
    // Revision 2 arrives before revision 1: the older one must not undo it. The older one is the
    // previous release's JSON, still in the stream during a rolling upgrade.
    await publish(2n, 'active');
    const older = await publish(1n, 'incomplete', 'json');
    const subscriber = await poll('the entitlement', async () => {
      const reply = await identity.call(IdentityService.method.authenticate, { authorization });
      return reply.entitlement?.subscriber ? reply : undefined;
    });
    expect(subscriber.entitlement!.status).toBe('active');
    expect(timestampDate(subscriber.entitlement!.currentPeriodEnd!).getTime()).toBe(periodEnd.getTime());
    // Both handled (acknowledged by identity's consumer): the older one has had its chance to undo it.
    await untilAcknowledged(events.jsm, durableConsumerName('identity-entitlements', Events.subscriptionChanged.type), older.seq);
    const later = await identity.call(IdentityService.method.authenticate, { authorization });
    expect(later.entitlement).toMatchObject({ status: 'active', subscriber: true });
  });

  it('tells the bff replicas when a user’s authentication changes: a stored entitlement, a logout, a password reset', async () => {
    const login = await identity.call(
      IdentityService.method.login,
      formFields({ username: 'ada', password: 'Catalyst-Calendar-2026' }),
    );
    const { authToken, user } = login.outcome.value as { authToken: string; user: { id: number } };
    const logout = await identity.call(IdentityService.method.logout, { authorization: `Token ${authToken}` });
    expect(logout.outcome).toEqual({ case: 'success', value: expect.objectContaining({ userId: user.id }) });

    await identity.call(IdentityService.method.requestPasswordReset, formFields({ email: 'ada@example.com' }));
    const mailText = await poll('the reset mail', async () => {
      const [newest] = await listMail(mail.httpUrl);
      return newest && (await readMail(mail.httpUrl, newest.ID)).Text;
    });
    const [, uid, token] = /\/reset-password\/([^/\s]+)\/([^/\s]+)/.exec(mailText)!;
    const newPassword = 'Catalyst-Calendar-2027';
    const confirm = await identity.call(
      IdentityService.method.confirmPasswordReset,
      formFields({ uid, token, newPassword, reNewPassword: newPassword }),
    );
    expect(confirm.outcome).toEqual({ case: 'success', value: expect.objectContaining({ userId: user.id }) });

    // In order: the active entitlement stored by the test above (its older revision was not stored,
    // so it told nobody), then the logout, then the reset.
    const consumer = await events.js.consumers.get(EVENT_STREAM, { filter_subjects: Events.accountChanged.type });
    const changes: { userId: number; change: AccountChange }[] = [];
    while (changes.length < 4) {
      const message = await consumer.next({ expires: 2_000 });
      if (!message) break;
      const event = decodeEvent(message);
      expect(message.headers?.get('content-type')).toBe('application/protobuf');
      changes.push(event.data as AccountChanged);
    }
    expect(changes.map(({ userId, change }) => ({ userId, change }))).toEqual([
      { userId: user.id, change: AccountChange.ENTITLEMENT },
      { userId: user.id, change: AccountChange.LOGGED_OUT },
      { userId: user.id, change: AccountChange.PASSWORD_RESET },
    ]);
  });
});
