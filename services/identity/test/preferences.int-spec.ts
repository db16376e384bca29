import { EVENT_STREAM, Events, IdentityService, Problem_Kind, type PreferencesChanged, type UserRegistered } from '@mc/proto';
import { connectJetStream, decodeEvent, RpcClient, rpcClientProxy, type JetStreamConnection } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { formFields } from '../../../test/support/identity-forms.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { identityConfig, PRISMA_DIR, startIdentity } from './identity-harness.js';

/** The account's time zone: chosen at registration from the browser's, read and changed over NATS. */
describe('identity preferences', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let app: NestFastifyApplication;
  let proxy: ClientProxy;
  let identity: RpcClient;
  let events: JetStreamConnection;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'identity_preferences');
    nats = await startPrivateNats(24234);
    app = await startIdentity(identityConfig({ DATABASE_URL: database.url, NATS_URL: nats.url }));
    proxy = rpcClientProxy({ servers: [nats.url] });
    identity = new RpcClient(proxy, 5_000);
    events = await connectJetStream(nats.url, 'identity-preferences-test');
  });

  afterAll(async () => {
    await proxy?.close();
    await events?.nc.close();
    await app?.close();
    await nats?.stop();
    await database?.drop();
  });

  const register = async (username: string, timeZone?: string) => {
    const fields = formFields({ username, email: `${username}@example.com`, password: 'Catalyst-Calendar-2026' });
    const reply = await identity.call(IdentityService.method.registerUser, { ...fields, timeZone });
    if (reply.outcome.case !== 'user') throw new Error(`registration refused: ${JSON.stringify(reply.outcome)}`);
    return reply.outcome.value;
  };
  const preferencesOf = (userId: number) => identity.call(IdentityService.method.getPreferences, { userId });
  const update = (userId: number, timeZone?: string) =>
    identity.call(IdentityService.method.updatePreferences, { userId, timeZone });
  const zoneOf = async (userId: number) => {
    const reply = await preferencesOf(userId);
    if (reply.outcome.case !== 'preferences') throw new Error(`no preferences: ${JSON.stringify(reply.outcome)}`);
    return reply.outcome.value.timeZone;
  };

  it('starts an account in its browser’s zone, spelled as IANA does, and answers the same user as before', async () => {
    const user = await register('tokyo', 'Asia/Tokyo');
    expect(Object.keys(user).sort()).toEqual(['$typeName', 'country', 'email', 'firstName', 'id', 'lastName', 'username']);
    expect(await zoneOf(user.id)).toBe('Asia/Tokyo');
    expect(await zoneOf((await register('london', 'europe/london')).id)).toBe('Europe/London');
    expect(await zoneOf((await register('kolkata', 'Asia/Kolkata')).id)).toBe('Asia/Kolkata');
  });

  it('starts an account in New York when its browser named no zone, or one identity does not know', async () => {
    expect(await zoneOf((await register('nozone')).id)).toBe('America/New_York');
    expect(await zoneOf((await register('marszone', 'Mars/Olympus_Mons')).id)).toBe('America/New_York');
    expect(await zoneOf((await register('pathzone', '../etc/passwd')).id)).toBe('America/New_York');
  });

  it('keeps New York for accounts that existed before the column (the migration’s default)', async () => {
    const [row] = await app.get(PrismaService).$queryRaw<{ id: number }[]>`
      INSERT INTO users (username, email, email_key, password_hash, first_name, last_name)
      VALUES ('older', 'older@example.com', 'older@example.com', 'x', '', '') RETURNING id`;
    expect(await zoneOf(row.id)).toBe('America/New_York');
  });

  it('changes the zone, answers the stored value, and keeps it when the update leaves it unset', async () => {
    const { id } = await register('mover', 'America/Chicago');
    const changed = await update(id, 'Europe/Berlin');
    expect(changed.outcome).toMatchObject({ case: 'preferences', value: { timeZone: 'Europe/Berlin' } });
    expect(await zoneOf(id)).toBe('Europe/Berlin');
    expect((await update(id, 'utc')).outcome).toMatchObject({ case: 'preferences', value: { timeZone: 'UTC' } });
    expect((await update(id)).outcome).toMatchObject({ case: 'preferences', value: { timeZone: 'UTC' } });
    expect(await zoneOf(id)).toBe('UTC');
  });

  it('refuses an unknown, blank or over-long zone under `time_zone` and changes nothing', async () => {
    const { id } = await register('stayer', 'Europe/Paris');
    const refused = async (timeZone: string) => {
      const reply = await update(id, timeZone);
      expect(reply.outcome.case).toBe('problem');
      const problem = reply.outcome.value as { kind: Problem_Kind; errors: { field: string; code: string; message: string }[] };
      expect(problem.kind).toBe(Problem_Kind.INVALID);
      return problem.errors.map(({ field, code, message }) => ({ field, code, message }));
    };
    expect(await refused('Mars/Olympus_Mons')).toEqual([
      { field: 'time_zone', code: 'invalid_time_zone', message: '"Mars/Olympus_Mons" is not a valid time zone.' },
    ]);
    expect(await refused('  ')).toEqual([{ field: 'time_zone', code: 'blank', message: 'This field may not be blank.' }]);
    expect(await refused(`Europe/${'x'.repeat(80)}`)).toEqual([
      { field: 'time_zone', code: 'max_length', message: 'Ensure this field has no more than 64 characters.' },
    ]);
    expect(await zoneOf(id)).toBe('Europe/Paris');
  });

  /** The events of one type the relay has published so far, oldest first. */
  const published = async <T>(type: string, count: number): Promise<T[]> => {
    const consumer = await events.js.consumers.get(EVENT_STREAM, { filter_subjects: type });
    const found: T[] = [];
    while (found.length < count) {
      const message = await consumer.next({ expires: 2_000 });
      if (!message) break;
      found.push(decodeEvent(message).data as T);
    }
    return found;
  };

  it('tells other services the first zone and every change, through the outbox', async () => {
    const { id } = await register('announcer', 'Asia/Seoul');
    await update(id, 'Europe/Zurich');
    await update(id, 'Mars/Olympus_Mons');
    await update(id, 'Australia/Sydney');
    const registered = await published<UserRegistered>(Events.userRegistered.type, 100);
    expect(registered.find((event) => event.userId === id)?.timeZone).toBe('Asia/Seoul');
    const changes = (await published<PreferencesChanged>(Events.preferencesChanged.type, 100)).filter(
      (event) => event.userId === id,
    );
    expect(changes.map((event) => event.timeZone)).toEqual(['Europe/Zurich', 'Australia/Sydney']);
  });

  it('answers not found for an account that does not exist', async () => {
    for (const reply of [await preferencesOf(999_999), await update(999_999, 'UTC')]) {
      expect(reply.outcome).toMatchObject({ case: 'problem', value: { kind: Problem_Kind.NOT_FOUND } });
    }
  });
});
