import pg from 'pg';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AccountChange, Events, Problem_Kind, WatchlistsService } from '@mc/proto';
import { connectJetStream, type JetStreamConnection, type RpcClient } from '@mc/runtime';
import {
  createTestDatabase,
  deleteRedisKeys,
  poll,
  publishEvent,
  startPrivateNats,
  testPort,
  type TestDatabase,
} from '@mc/runtime/testing';
import type { WatchlistsEnv } from '../src/config/env.js';
import {
  fakeCompanyUniverse,
  PRISMA_DIR,
  REDIS_URL,
  startWatchlists,
  watchlistsClient,
  watchlistsConfig,
} from './watchlists-harness.js';

/** 260 symbols the fake company universe knows: AA0 … AA259, and a few real ones. */
const UNIVERSE = new Set(['AAPL', 'MSFT', 'NVDA', 'BRK.B', ...Array.from({ length: 260 }, (_, index) => `AA${index}`)]);
const many = (count: number) => Array.from({ length: count }, (_, index) => `AA${index}`);

/** The watchlists service over its contract: limits, ownership, feed tokens, events, account deletion. */
describe('watchlists service', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let events: JetStreamConnection;
  let app: NestFastifyApplication;
  let rpc: ReturnType<typeof watchlistsClient>;
  let watchlists: RpcClient;
  let sql: pg.Pool;
  let nextOwner = 100;
  let config: WatchlistsEnv;

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'watchlists');
    nats = await startPrivateNats(testPort(24287));
    events = await connectJetStream(nats.url, 'watchlists-test');
    fakeCompanyUniverse(events.nc, UNIVERSE);
    config = watchlistsConfig({ DATABASE_URL: database.url, NATS_URL: nats.url });
    app = await startWatchlists(config);
    rpc = watchlistsClient(nats.url);
    watchlists = rpc.client;
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
  });

  afterAll(async () => {
    await sql?.end();
    await rpc?.close();
    await app?.close();
    await events?.nc.close();
    await nats?.stop();
    await database?.drop();
    if (config) await deleteRedisKeys(REDIS_URL, config.QUEUE_PREFIX);
  });

  const create = (ownerId: number, name: string, tickers: string[], skipUnknown = false) =>
    watchlists.call(WatchlistsService.method.createWatchlist, { ownerId, name, tickers, skipUnknown });
  const created = async (ownerId: number, name: string, tickers: string[]) => {
    const reply = await create(ownerId, name, tickers);
    if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
    return reply.outcome.value.watchlist!;
  };
  const problemOf = (reply: { outcome: { case: string | undefined; value?: unknown } }) => {
    if (reply.outcome.case !== 'problem') throw new Error(`expected a problem, got ${reply.outcome.case}`);
    const problem = reply.outcome.value as { kind: Problem_Kind; errors: { field: string; code: string; message: string }[] };
    return { kind: problem.kind, errors: problem.errors.map(({ field, code, message }) => ({ field, code, message })) };
  };

  it('creates a list with its tickers upper-cased, in order, each once, and records the event in the same transaction', async () => {
    const owner = nextOwner++;
    const list = await created(owner, '  Megacaps ', ['msft', 'AAPL', ' msft', 'brk.b']);
    expect(list).toMatchObject({ ownerId: owner, name: 'Megacaps', tickers: ['MSFT', 'AAPL', 'BRK.B'] });
    expect(list.feedToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { rows } = await sql.query(`SELECT type FROM outbox_events WHERE payload::text LIKE $1`, [`%${list.id}%`]);
    expect(rows.map((row: { type: string }) => row.type)).toContain(Events.watchlistChanged.type);
    const stored = await sql.query('SELECT feed_token_hash, feed_token_sealed FROM watchlists WHERE id = $1', [list.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(list.feedToken);
  });

  it('refuses an unknown ticker by name, a symbol that is no symbol, and an empty list', async () => {
    const owner = nextOwner++;
    expect(problemOf(await create(owner, 'Mixed', ['AAPL', 'ZZZZ', 'not a ticker']))).toEqual({
      kind: Problem_Kind.INVALID,
      errors: [
        { field: 'tickers', code: 'invalid_ticker', message: '"not a ticker" is not a valid ticker symbol.' },
        { field: 'tickers', code: 'unknown_ticker', message: '"ZZZZ" is not a known ticker.' },
      ],
    });
    expect(problemOf(await create(owner, 'Empty', [])).errors).toEqual([
      { field: 'tickers', code: 'empty', message: 'This list may not be empty.' },
    ]);
  });

  it('takes 200 tickers and refuses the 201st', async () => {
    const owner = nextOwner++;
    expect((await created(owner, 'Two hundred', many(200))).tickers).toHaveLength(200);
    expect(problemOf(await create(owner, 'Too many', many(201))).errors).toEqual([
      { field: 'tickers', code: 'max_items', message: 'Ensure this field has no more than 200 elements.' },
    ]);
  });

  it('keeps a name of 1 to 60 characters, unique per owner whatever its case', async () => {
    const owner = nextOwner++;
    await created(owner, 'x'.repeat(60), ['AAPL']);
    expect(problemOf(await create(owner, 'y'.repeat(61), ['AAPL'])).errors).toEqual([
      { field: 'name', code: 'max_length', message: 'Ensure this field has no more than 60 characters.' },
    ]);
    expect(problemOf(await create(owner, '   ', ['AAPL'])).errors[0]).toMatchObject({ field: 'name', code: 'blank' });
    await created(owner, 'Tech', ['AAPL']);
    expect(problemOf(await create(owner, 'TECH', ['MSFT']))).toEqual({
      kind: Problem_Kind.INVALID,
      errors: [{ field: 'name', code: 'name_taken', message: 'You already have a watch list with this name.' }],
    });
    // Another owner may use the name.
    await created(nextOwner++, 'Tech', ['AAPL']);
  });

  it('keeps at most 20 lists per account, also when they are created at once', async () => {
    const owner = nextOwner++;
    const replies = await Promise.all(Array.from({ length: 22 }, (_, index) => create(owner, `List ${index}`, ['AAPL'])));
    expect(replies.filter((reply) => reply.outcome.case === 'success')).toHaveLength(20);
    const refused = replies.filter((reply) => reply.outcome.case === 'problem').map(problemOf);
    expect(refused).toHaveLength(2);
    expect(refused[0].errors).toEqual([
      { field: '', code: 'too_many_watchlists', message: 'You can keep at most 20 watch lists. Delete one to make room.' },
    ]);
  });

  it('skips what an import cannot keep, naming each value and why', async () => {
    const reply = await create(nextOwner++, 'Imported', ['AAPL', 'zzzz', 'AAPL', '$$$', 'msft'], true);
    expect(reply.outcome.case === 'success' && reply.outcome.value).toMatchObject({
      watchlist: { tickers: ['AAPL', 'MSFT'] },
      skipped: [
        { value: 'AAPL', reason: 'Listed twice.' },
        { value: '$$$', reason: 'Not a ticker symbol.' },
        { value: 'ZZZZ', reason: 'Not a known ticker.' },
      ],
    });
    expect(problemOf(await create(nextOwner++, 'Nothing', ['zzzz'], true)).errors).toEqual([
      { field: 'tickers', code: 'no_known_ticker', message: 'None of the values is a known ticker.' },
    ]);
  });

  it('renames, replaces, adds and removes tickers; never below 1 nor above 200', async () => {
    const owner = nextOwner++;
    const list = await created(owner, 'Edit me', ['AAPL', 'MSFT']);
    const update = (change: Record<string, unknown>) =>
      watchlists.call(WatchlistsService.method.updateWatchlist, { ownerId: owner, id: list.id, ...change });
    const renamed = await update({ name: 'Edited', add: ['nvda', 'AAPL'], remove: ['MSFT'] });
    expect(renamed.outcome.case === 'success' && renamed.outcome.value).toMatchObject({
      name: 'Edited',
      tickers: ['AAPL', 'NVDA'],
    });
    const replaced = await update({ replaceTickers: true, tickers: ['MSFT'] });
    expect(replaced.outcome.case === 'success' && replaced.outcome.value.tickers).toEqual(['MSFT']);
    expect(problemOf(await update({ remove: ['MSFT'] })).errors).toEqual([
      { field: 'remove', code: 'empty', message: 'This list may not be empty.' },
    ]);
    expect(problemOf(await update({ add: many(200) })).errors[0]).toMatchObject({ field: 'add', code: 'max_items' });
    expect(problemOf(await update({ add: ['ZZZZ'] })).errors).toEqual([
      { field: 'add', code: 'unknown_ticker', message: '"ZZZZ" is not a known ticker.' },
    ]);
  });

  it('keeps each owner’s lists in their order: new ones last, reordered as asked, a deletion closing the gap', async () => {
    const owner = nextOwner++;
    const [a, b, c] = [
      await created(owner, 'A', ['AAPL']),
      await created(owner, 'B', ['MSFT']),
      await created(owner, 'C', ['NVDA']),
    ];
    const stranger = await created(nextOwner++, 'Theirs', ['AAPL']);
    const names = async () => {
      const reply = await watchlists.call(WatchlistsService.method.listWatchlists, { ownerId: owner });
      return reply.outcome.case === 'success' ? reply.outcome.value.watchlists.map((list) => list.name) : [];
    };
    const positions = async () =>
      (await sql.query('SELECT position FROM watchlists WHERE owner_id = $1 ORDER BY position', [owner])).rows.map(
        (row: { position: number }) => row.position,
      );
    const reorder = (ids: number[]) => watchlists.call(WatchlistsService.method.reorderWatchlists, { ownerId: owner, ids });
    expect(await names()).toEqual(['A', 'B', 'C']);
    const outboxBefore = (await sql.query('SELECT count(*)::int AS n FROM outbox_events')).rows[0].n;

    const reordered = await reorder([c.id, a.id, b.id]);
    expect(reordered.outcome.case === 'success' && reordered.outcome.value.watchlists.map((list) => list.name)).toEqual([
      'C',
      'A',
      'B',
    ]);
    expect(await names()).toEqual(['C', 'A', 'B']);
    // Only the order changed: the lists, their updated_at and the events stay as they were.
    const again = await watchlists.call(WatchlistsService.method.getWatchlist, { ownerId: owner, id: a.id });
    expect(again.outcome.case === 'success' && again.outcome.value.updatedAt).toEqual(a.updatedAt);
    expect((await sql.query('SELECT count(*)::int AS n FROM outbox_events')).rows[0].n).toBe(outboxBefore);

    const refusal = async (ids: number[]) => problemOf(await reorder(ids));
    expect(await refusal([c.id, a.id])).toEqual({
      kind: Problem_Kind.INVALID,
      errors: [{ field: 'ids', code: 'missing_watchlist', message: `Name every one of your lists: ${b.id} is missing.` }],
    });
    expect((await refusal([c.id, a.id, b.id, a.id])).errors).toEqual([
      { field: 'ids', code: 'repeated_watchlist', message: `Name each list once: ${a.id} is named twice.` },
    ]);
    // Another owner's id reads as no list at all.
    expect((await refusal([c.id, a.id, b.id, stranger.id])).errors).toEqual([
      { field: 'ids', code: 'unknown_watchlist', message: `No watch list of yours has the id ${stranger.id}.` },
    ]);
    expect((await refusal([c.id, a.id, 999_999])).errors[0].code).toBe('unknown_watchlist');
    expect(await names()).toEqual(['C', 'A', 'B']);

    await watchlists.call(WatchlistsService.method.deleteWatchlist, { ownerId: owner, id: c.id });
    expect(await positions()).toEqual([0, 1]);
    await created(owner, 'D', ['AAPL']);
    expect(await names()).toEqual(['A', 'B', 'D']);
    expect(await positions()).toEqual([0, 1, 2]);
  });

  it("answers another owner's list as not found, for every operation", async () => {
    const list = await created(nextOwner++, 'Mine', ['AAPL']);
    const stranger = nextOwner++;
    const replies = [
      await watchlists.call(WatchlistsService.method.getWatchlist, { ownerId: stranger, id: list.id }),
      await watchlists.call(WatchlistsService.method.updateWatchlist, { ownerId: stranger, id: list.id, name: 'Theirs' }),
      await watchlists.call(WatchlistsService.method.rotateFeedToken, { ownerId: stranger, id: list.id }),
      await watchlists.call(WatchlistsService.method.deleteWatchlist, { ownerId: stranger, id: list.id }),
    ];
    for (const reply of replies) expect(problemOf(reply).kind).toBe(Problem_Kind.NOT_FOUND);
    const listed = await watchlists.call(WatchlistsService.method.listWatchlists, { ownerId: stranger });
    expect(listed.outcome.case === 'success' && listed.outcome.value.watchlists).toEqual([]);
  });

  it('opens a list by its feed token until the token is rotated or the list deleted', async () => {
    const owner = nextOwner++;
    const list = await created(owner, 'Feed', ['AAPL']);
    const byToken = (token: string) => watchlists.call(WatchlistsService.method.getFeedWatchlist, { token });
    const opened = await byToken(list.feedToken);
    expect(opened.outcome.case === 'success' && opened.outcome.value).toMatchObject({
      watchlist: { id: list.id, ownerId: owner },
      ownerSubscribed: true,
    });
    const rotated = await watchlists.call(WatchlistsService.method.rotateFeedToken, { ownerId: owner, id: list.id });
    const token = rotated.outcome.case === 'success' ? rotated.outcome.value.feedToken : '';
    expect(token).not.toBe(list.feedToken);
    expect(problemOf(await byToken(list.feedToken)).kind).toBe(Problem_Kind.NOT_FOUND);
    const again = await watchlists.call(WatchlistsService.method.getWatchlist, { ownerId: owner, id: list.id });
    expect(again.outcome.case === 'success' && again.outcome.value.feedToken).toBe(token);
    await watchlists.call(WatchlistsService.method.deleteWatchlist, { ownerId: owner, id: list.id });
    expect(problemOf(await byToken(token)).kind).toBe(Problem_Kind.NOT_FOUND);
  });

  it("stops an owner's feeds when billing says the subscription ended, keeping the newest revision whatever the order", async () => {
    const owner = nextOwner++;
    const list = await created(owner, 'Lapsing', ['AAPL']);
    const subscribed = async () => {
      const reply = await watchlists.call(WatchlistsService.method.getFeedWatchlist, { token: list.feedToken });
      return reply.outcome.case === 'success' ? reply.outcome.value.ownerSubscribed : undefined;
    };
    const change = (status: string, revision: number) =>
      publishEvent(events.js, Events.subscriptionChanged, {
        userId: owner,
        subscriptionId: 'sub_1',
        status,
        revision: BigInt(revision),
        changedAt: { seconds: BigInt(Math.floor(Date.now() / 1000)), nanos: 0 },
      });
    await change('past_due', 2);
    await change('canceled', 3);
    await change('active', 1);
    await poll('the cancellation applied', async () => ((await subscribed()) === false ? true : undefined));
    await change('active', 4);
    await poll('the renewal applied', async () => ((await subscribed()) === true ? true : undefined));
  });

  it("keeps each owner's time zone from identity's events for the feed, the newest whatever the order", async () => {
    const owner = nextOwner++;
    const list = await created(owner, 'Zoned', ['AAPL']);
    const zoneOf = async () => {
      const reply = await watchlists.call(WatchlistsService.method.getFeedWatchlist, { token: list.feedToken });
      if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
      const { ownerTimeZone, ownerTimeZoneChangedAt } = reply.outcome.value;
      return { zone: ownerTimeZone, changedAt: ownerTimeZoneChangedAt && timestampDate(ownerTimeZoneChangedAt).toISOString() };
    };
    // No event yet: identity's default.
    expect(await zoneOf()).toEqual({ zone: 'America/New_York', changedAt: undefined });

    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 12, minutes));
    const registered = { userId: owner, username: `owner${owner}`, email: `owner${owner}@example.com`, timeZone: 'Europe/Paris' };
    await publishEvent(events.js, Events.userRegistered, registered, 'protobuf', at(0));
    await poll('the first zone kept', async () => ((await zoneOf()).zone === 'Europe/Paris' ? true : undefined));

    await publishEvent(events.js, Events.preferencesChanged, { userId: owner, timeZone: 'Asia/Tokyo' }, 'protobuf', at(10));
    await poll('the changed zone kept', async () => ((await zoneOf()).zone === 'Asia/Tokyo' ? true : undefined));
    expect((await zoneOf()).changedAt).toBe(at(10).toISOString());

    // Older events arriving late (the registration again, an earlier change) change nothing.
    await publishEvent(events.js, Events.userRegistered, registered, 'protobuf', at(0));
    await publishEvent(events.js, Events.preferencesChanged, { userId: owner, timeZone: 'Europe/London' }, 'protobuf', at(5));
    await poll('the late events processed', async () => {
      const { rows } = await sql.query(
        `SELECT count(*)::int AS n FROM processed_events WHERE consumer IN ('watchlists-registered-zones', 'watchlists-zone-changes')`,
      );
      return rows[0].n === 4 ? true : undefined;
    });
    expect(await zoneOf()).toEqual({ zone: 'Asia/Tokyo', changedAt: at(10).toISOString() });
  });

  it("deletes an account's lists when identity says the account was deleted, and keeps them on any other change", async () => {
    const kept = nextOwner++;
    const deleted = nextOwner++;
    for (const owner of [kept, deleted]) {
      await created(owner, 'One', ['AAPL']);
      await created(owner, 'Two', ['MSFT']);
    }
    const count = async (owner: number) => {
      const reply = await watchlists.call(WatchlistsService.method.listWatchlists, { ownerId: owner });
      return reply.outcome.case === 'success' ? reply.outcome.value.watchlists.length : -1;
    };
    await publishEvent(events.js, Events.accountChanged, { userId: kept, change: AccountChange.ENTITLEMENT });
    await publishEvent(events.js, Events.accountChanged, { userId: kept, change: AccountChange.LOGGED_OUT });
    await publishEvent(events.js, Events.accountChanged, { userId: deleted, change: AccountChange.DELETED });
    // One durable consumer takes the events in order: once the last is applied, the others were.
    await poll('the lists deleted', async () => ((await count(deleted)) === 0 ? true : undefined));
    expect(await count(kept)).toBe(2);
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE type = $1 AND payload->>'deleted' = 'true' AND payload->>'ownerId' = $2`,
      [Events.watchlistChanged.type, String(deleted)],
    );
    expect(rows[0].n).toBe(2);
  });
});
