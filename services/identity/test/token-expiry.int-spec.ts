import { IdentityService, Problem_Kind } from '@mc/proto';
import { RpcClient, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { identityConfig, PRISMA_DIR, startIdentity } from './identity-harness.js';
import { formFields } from '../../../test/support/identity-forms.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** API tokens end after an idle time and at a maximum age (issue 12 §9); last use is written at most hourly. */
describe('identity: token expiry', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let app: NestFastifyApplication;
  let proxy: ClientProxy;
  let identity: RpcClient;
  let prisma: PrismaService;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'identity_tokens');
    nats = await startPrivateNats(24232);
    app = await startIdentity(
      identityConfig({
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        RESET_TOKEN_SECRET: 'token-expiry-test-secret',
        TOKEN_IDLE_SECONDS: 24 * 3600,
        TOKEN_MAX_AGE_SECONDS: 3 * 24 * 3600,
      }),
    );
    prisma = app.get(PrismaService);
    proxy = rpcClientProxy({ servers: [nats.url] });
    identity = new RpcClient(proxy, 5_000);
    const registered = await identity.call(
      IdentityService.method.registerUser,
      formFields({
        username: 'grace',
        email: 'grace@example.com',
        password: 'Catalyst-Calendar-2026',
        firstName: 'Grace',
        lastName: 'Hopper',
      }),
    );
    expect(registered.outcome.case).toBe('user');
  });

  afterAll(async () => {
    await proxy?.close();
    await app?.close();
    await nats?.stop();
    await database?.drop();
  });

  const signIn = async () => {
    const login = await identity.call(
      IdentityService.method.login,
      formFields({ username: 'grace', password: 'Catalyst-Calendar-2026' }),
    );
    return `Token ${(login.outcome.value as { authToken: string }).authToken}`;
  };
  const authenticate = async (authorization: string) =>
    (await identity.call(IdentityService.method.authenticate, { authorization })).outcome;
  /** Moves the user's only token's dates into the past. */
  const age = (dates: { createdAt?: Date; lastUsedAt?: Date }) => prisma.apiToken.updateMany({ data: dates });
  const lastUsedAt = async () => (await prisma.apiToken.findFirstOrThrow()).lastUsedAt.getTime();
  const invalid = {
    case: 'problem',
    value: expect.objectContaining({
      kind: Problem_Kind.UNAUTHENTICATED,
      errors: [expect.objectContaining({ code: 'invalid_token' })],
    }),
  };

  beforeEach(() => prisma.apiToken.deleteMany());

  it('accepts a token used within the idle time and younger than the maximum age', async () => {
    const authorization = await signIn();
    await age({ createdAt: new Date(Date.now() - 2 * DAY), lastUsedAt: new Date(Date.now() - 23 * HOUR) });
    expect((await authenticate(authorization)).case).toBe('user');
  });

  it('ends a token left unused for the idle time, with DRF’s Invalid token.', async () => {
    const authorization = await signIn();
    await age({ lastUsedAt: new Date(Date.now() - DAY - 1000) });
    expect(await authenticate(authorization)).toEqual(invalid);
    expect(await prisma.apiToken.count()).toBe(0);
  });

  it('ends a token at its maximum age, however recently it was used', async () => {
    const authorization = await signIn();
    await age({ createdAt: new Date(Date.now() - 3 * DAY - 1000), lastUsedAt: new Date() });
    expect(await authenticate(authorization)).toEqual(invalid);
    expect((await identity.call(IdentityService.method.logout, { authorization })).outcome).toEqual(invalid);
  });

  it('writes last use at most once an hour, not on every request', async () => {
    const authorization = await signIn();
    const recently = new Date(Date.now() - 30 * 60 * 1000);
    await age({ lastUsedAt: recently });
    await authenticate(authorization);
    expect(await lastUsedAt()).toBe(recently.getTime());

    await age({ lastUsedAt: new Date(Date.now() - 2 * HOUR) });
    const before = Date.now();
    await authenticate(authorization);
    expect(await lastUsedAt()).toBeGreaterThanOrEqual(before - 1000);
  });
});
