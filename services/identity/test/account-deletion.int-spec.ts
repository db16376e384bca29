import { AccountChange, EVENT_STREAM, Events, IdentityService, Problem_Kind, type AccountChanged } from '@mc/proto';
import { connectJetStream, decodeEvent, RpcClient, rpcClientProxy, type JetStreamConnection } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { formFields } from '../../../test/support/identity-forms.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { identityConfig, PRISMA_DIR, startIdentity } from './identity-harness.js';

const PASSWORD = 'Catalyst-Calendar-2026';

/** Djoser's `DELETE /auth/users/me/` over NATS: the password confirms it; the account goes with its tokens and says so. */
describe('identity account deletion', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let app: NestFastifyApplication;
  let proxy: ClientProxy;
  let identity: RpcClient;
  let events: JetStreamConnection;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'identity_account_deletion');
    nats = await startPrivateNats(24243);
    app = await startIdentity(identityConfig({ DATABASE_URL: database.url, NATS_URL: nats.url }));
    proxy = rpcClientProxy({ servers: [nats.url] });
    identity = new RpcClient(proxy, 5_000);
    events = await connectJetStream(nats.url, 'identity-deletion-test');
  });

  afterAll(async () => {
    await proxy?.close();
    await events?.nc.close();
    await app?.close();
    await nats?.stop();
    await database?.drop();
  });

  /** A registered account and the `Authorization` header of a fresh login. */
  const signedIn = async (username: string) => {
    const registered = await identity.call(IdentityService.method.registerUser, {
      ...formFields({ username, email: `${username}@example.com`, password: PASSWORD }),
    });
    if (registered.outcome.case !== 'user') throw new Error(`registration refused: ${JSON.stringify(registered.outcome)}`);
    const login = await identity.call(IdentityService.method.login, formFields({ username, password: PASSWORD }));
    if (login.outcome.case !== 'success') throw new Error(`login refused: ${JSON.stringify(login.outcome)}`);
    return { userId: registered.outcome.value.id, authorization: `Token ${login.outcome.value.authToken}` };
  };
  const deleteAccount = (authorization: string, currentPassword?: string) =>
    identity.call(IdentityService.method.deleteAccount, {
      authorization,
      currentPassword: currentPassword === undefined ? undefined : { value: { case: 'text', value: currentPassword } },
    });
  const fieldErrorsOf = (reply: Awaited<ReturnType<typeof deleteAccount>>) => {
    if (reply.outcome.case !== 'problem') throw new Error(`not refused: ${JSON.stringify(reply.outcome)}`);
    expect(reply.outcome.value.kind).toBe(Problem_Kind.INVALID);
    return reply.outcome.value.errors.map(({ field, message }) => `${field}: ${message}`);
  };

  it('refuses a caller without a valid token', async () => {
    expect((await deleteAccount('', PASSWORD)).outcome).toMatchObject({
      case: 'problem',
      value: { kind: Problem_Kind.UNAUTHENTICATED },
    });
    expect((await deleteAccount('Token 0123456789abcdef0123456789abcdef01234567', PASSWORD)).outcome).toMatchObject({
      case: 'problem',
      value: { kind: Problem_Kind.UNAUTHENTICATED },
    });
  });

  it("refuses a missing or wrong password in Djoser's words, and keeps the account", async () => {
    const { userId, authorization } = await signedIn('keeper');
    expect(fieldErrorsOf(await deleteAccount(authorization))).toEqual(['current_password: This field is required.']);
    expect(fieldErrorsOf(await deleteAccount(authorization, ' '))).toEqual(['current_password: This field may not be blank.']);
    expect(fieldErrorsOf(await deleteAccount(authorization, 'Wrong-Password-1'))).toEqual([
      'current_password: Invalid password.',
    ]);
    expect(await app.get(PrismaService).user.count({ where: { id: userId } })).toBe(1);
  });

  it('deletes the account and every token, tells every service once, and frees the username and address', async () => {
    const { userId, authorization } = await signedIn('leaver');
    const second = await identity.call(IdentityService.method.login, formFields({ username: 'leaver', password: PASSWORD }));
    if (second.outcome.case !== 'success') throw new Error('second login refused');

    expect((await deleteAccount(authorization, PASSWORD)).outcome).toMatchObject({ case: 'success', value: { userId } });

    for (const token of [authorization, `Token ${second.outcome.value.authToken}`]) {
      const reply = await identity.call(IdentityService.method.authenticate, { authorization: token });
      expect(reply.outcome).toMatchObject({ case: 'problem', value: { kind: Problem_Kind.UNAUTHENTICATED } });
    }
    // Asked again with the ended token: refused as any unknown token, and nothing is told twice.
    expect((await deleteAccount(authorization, PASSWORD)).outcome).toMatchObject({
      case: 'problem',
      value: { kind: Problem_Kind.UNAUTHENTICATED },
    });
    const consumer = await events.js.consumers.get(EVENT_STREAM, { filter_subjects: Events.accountChanged.type });
    const told: AccountChanged[] = [];
    for (let message = await consumer.next({ expires: 2_000 }); message; message = await consumer.next({ expires: 2_000 })) {
      const change = decodeEvent(message).data as AccountChanged;
      if (change.userId === userId) told.push(change);
    }
    expect(told.map((change) => change.change)).toEqual([AccountChange.DELETED]);

    const again = await identity.call(IdentityService.method.registerUser, {
      ...formFields({ username: 'leaver', email: 'leaver@example.com', password: PASSWORD }),
    });
    expect(again.outcome.case).toBe('user');
  });
});
