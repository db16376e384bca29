// Issue 12: a service checks its contract again, whoever sends the request. A hostile request sent
// straight over NATS (no bff in front) gets the contract's invalid-request problem and leaves the database as
// it was; a database error caused by a request's values is a 4xx problem, never an internal error.
import { fromBinary, fromJson, toBinary, toJson } from '@bufbuild/protobuf';
import { IdentityService, Problem_Kind, rpcSubject } from '@mc/proto';
import { inputErrorProblem, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { firstValueFrom } from 'rxjs';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { identityConfig, PRISMA_DIR, startIdentity } from './identity-harness.js';

describe('identity at its contract, sent raw NATS requests', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let app: NestFastifyApplication;
  let proxy: ClientProxy;
  let binary: ClientProxy;
  let prisma: PrismaService;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'identity_contract');
    nats = await startPrivateNats(24239);
    app = await startIdentity(
      identityConfig({ DATABASE_URL: database.url, NATS_URL: nats.url, RESET_TOKEN_SECRET: 'contract-test-secret' }),
    );
    prisma = app.get(PrismaService);
    // Nest's own JSON packets: how the previous release's bff calls during a rolling upgrade.
    proxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [nats.url] } });
    binary = rpcClientProxy({ servers: [nats.url] });
  });

  afterAll(async () => {
    await proxy?.close();
    await binary?.close();
    await app?.close();
    await nats?.stop();
    await database?.drop();
  });

  const method = IdentityService.method.registerUser;
  /** Any JSON to the RegisterUser subject, as a NATS client of the previous release would send it. */
  const register = (data: unknown) => firstValueFrom(proxy.send<unknown>(rpcSubject(method), data));
  /** Any bytes to the RegisterUser subject, as a protobuf NATS client that is not the bff would send them. */
  const registerBytes = async (bytes: Uint8Array) => {
    const reply = await firstValueFrom(binary.send<Uint8Array>(rpcSubject(method), new NatsRecordBuilder(bytes).build()));
    return toJson(method.output, fromBinary(method.output, reply));
  };
  const form = {
    username: { text: 'grace' },
    email: { text: 'grace@example.com' },
    password: { text: 'Catalyst-Calendar-2026' },
    firstName: { text: 'Grace' },
    lastName: { text: 'Hopper' },
  };
  const everyUser = () => prisma.$queryRawUnsafe<{ username: string }[]>('SELECT username FROM users ORDER BY id');
  /** The reply's problem as its JSON carries it: one error. */
  const invalid = (field: string, code: string, message: string) => ({
    problem: { kind: 'KIND_INVALID', errors: [{ ...(field ? { field } : {}), code, message }] },
  });

  it('refuses protobuf bytes that are not the request, or hold a NUL byte, with an invalid-request problem and stores nothing', async () => {
    const request = toBinary(method.input, fromJson(method.input, { ...form, email: { text: 'g\u0000@example.com' } }));
    await expect(registerBytes(request)).resolves.toEqual(
      invalid('email.text', 'null_characters', 'Null characters are not allowed.'),
    );
    await expect(registerBytes(request.subarray(0, 10))).resolves.toEqual(
      invalid('', 'not_the_contract', 'Invalid data. The request does not match its contract.'),
    );
    expect(await everyUser()).toEqual([]);
  });

  it('refuses a NUL byte in the email with an invalid-request problem and stores nothing (JSON)', async () => {
    await expect(register({ ...form, email: { text: 'grace\u0000@example.com' } })).resolves.toEqual(
      invalid('email.text', 'null_characters', 'Null characters are not allowed.'),
    );
    await expect(register({ ...form, username: { text: 'x\ud800' } })).resolves.toEqual(
      invalid('username', 'surrogate_characters', 'Surrogate characters are not allowed: U+D800.'),
    );
    await expect(register({ ...form, isAdmin: true })).resolves.toEqual(
      invalid('', 'not_the_contract', 'Invalid data. The request does not match its contract.'),
    );
    expect(await everyUser()).toEqual([]);
  });

  it('still registers the same person sent properly', async () => {
    await expect(register(form)).resolves.toMatchObject({ user: { username: 'grace' } });
    expect(await everyUser()).toEqual([{ username: 'grace' }]);
  });

  it('tells the database’s refusals of values from faults, as PostgreSQL and Prisma raise them', async () => {
    const refusal = (query: Promise<unknown>) => query.then(() => undefined, inputErrorProblem);
    await expect(refusal(prisma.$queryRawUnsafe('SELECT $1::text', 'a\u0000b'))).resolves.toMatchObject({
      problem: { kind: Problem_Kind.INVALID, errors: [{ code: 'null_characters' }] },
    });
    await expect(refusal(prisma.$queryRawUnsafe('SELECT $1::int', 'seven'))).resolves.toMatchObject({
      problem: { kind: Problem_Kind.INVALID },
    });
    await expect(
      refusal(
        prisma.$executeRawUnsafe(
          'INSERT INTO users (username, email, email_key, password_hash, first_name, last_name) SELECT username, email, email_key, password_hash, first_name, last_name FROM users',
        ),
      ),
    ).resolves.toMatchObject({ problem: { kind: Problem_Kind.CONFLICT, errors: [{ code: 'duplicate' }] } });
    await expect(refusal(prisma.$queryRawUnsafe('SELECT * FROM no_such_table'))).resolves.toBeUndefined();
    expect(await everyUser()).toEqual([{ username: 'grace' }]);
  });
});
