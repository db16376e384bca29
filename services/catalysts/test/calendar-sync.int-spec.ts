import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { CatalystsService, Problem_Kind } from '@mc/proto';
import { ProviderError, RpcClient, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, poll, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { register } from 'prom-client';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from '../../../test/emulators/market-data/server.js';
import type { CatalystsEnv } from '../src/config/env.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { COMPANIES, CompanyRefreshService } from '../src/companies/company-refresh.service.js';
import { CalendarSyncService, type SyncOutcome } from '../src/sync/calendar-sync.service.js';
import { syncLeaseKey } from '../src/sync/sync-lease.repository.js';
import {
  API_KEY,
  calendarControl,
  catalystsConfig,
  deleteQueueKeys,
  PRISMA_DIR,
  startCatalysts,
  uniqueQueuePrefix,
} from './catalysts-harness.js';
import { PROVIDER_CALENDAR_TYPES } from '../src/provider/calendar-endpoints.js';

interface EarningsRow {
  id: string;
  date: string;
  time: string;
  ticker: string;
  eps_est: string;
  updated: number;
}

/** The provider's earnings of the next weeks, straight from the emulator. */
async function providerEarnings(emulatorUrl: string, days = 60): Promise<EarningsRow[]> {
  const url = new URL('/api/v2.1/calendar/earnings', emulatorUrl);
  const today = new Date().toISOString().slice(0, 10);
  url.search = new URLSearchParams({
    token: API_KEY,
    pagesize: '1000',
    'parameters[date_from]': today,
    'parameters[date_to]': new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
  }).toString();
  const body = (await (await fetch(url)).json()) as { earnings: EarningsRow[] };
  return body.earnings;
}

/** catalysts.calendar.changed.v1 as the outbox holds it (protobuf's JSON: defaults left out). */
interface ChangeEvent {
  type: string;
  ids: string[];
  changes?: {
    id: string;
    catalystId: string;
    kind: string;
    previous?: Record<string, unknown>;
    current?: Record<string, unknown>;
  }[];
  syncId?: string;
  part?: number;
  lastPart?: boolean;
  backfill?: boolean;
}

/** The calendar sync on real PostgreSQL, Redis and NATS, against the market-data emulator. */
describe('calendar sync', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let emulator: RunningMarketDataEmulator;
  let config: CatalystsEnv;
  let db: PrismaService;
  const replicas: NestFastifyApplication[] = [];
  let syncs: CalendarSyncService;
  let proxy: ClientProxy;
  let catalysts: RpcClient;

  const catalyst = (providerId: string, type = 'earnings') => db.catalyst.findUnique({ where: { id: `${type}-${providerId}` } });
  const changeEvents = async () =>
    (
      await db.$queryRaw<{ payload: ChangeEvent }[]>`
      SELECT payload FROM outbox_events WHERE type = 'catalysts.calendar.changed.v1' ORDER BY occurred_at, payload->>'part'`
    ).map((row) => ({ ...row.payload, ids: row.payload.ids ?? [] }));
  /**
   * The change event recorded after the first `since` that names `id`, with only that catalyst's changes: the
   * emulator's market moves on in real time (dates confirmed, actuals reported), so a sync may name other rows too.
   */
  const eventNaming = async (id: string, since: number) => {
    const event = (await changeEvents()).slice(since).findLast((candidate) => candidate.ids.includes(id));
    return event && { ...event, changes: (event.changes ?? []).filter((change) => change.catalystId === id) };
  };
  /** The changes recorded for a catalyst since `since`, oldest first. */
  const changesOf = (id: string, since = new Date(0)) =>
    db.catalystChange.findMany({ where: { catalystId: id, seenAt: { gte: since } }, orderBy: { id: 'asc' } });
  /** Whether a sync of `name` holds its runtime lease right now. */
  const syncLeaseHeld = async (name: string) =>
    (
      await db.$queryRaw<{ held: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM leases WHERE key = ${syncLeaseKey(name)} AND expires_at > now()) AS held`
    )[0].held;
  /** A sync run by hand; the start-up syncs may still hold the calendar for a moment. */
  const syncNow = (type: (typeof PROVIDER_CALENDAR_TYPES)[number] = 'earnings', replica = syncs) =>
    poll(`a ${type} sync`, async () => {
      const outcome = await replica.sync(type);
      return outcome.kind === 'synced' ? outcome : undefined;
    });

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'catalysts');
    nats = await startPrivateNats(24296);
    emulator = await startMarketDataEmulator({ port: 0, apiKey: API_KEY });
    config = catalystsConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      MARKET_DATA_URL: emulator.url,
      QUEUE_PREFIX: uniqueQueuePrefix('catalysts-sync'),
    });
    db = new PrismaService(config);
    replicas.push(await startCatalysts(config));
    syncs = replicas[0].get(CalendarSyncService);
    proxy = rpcClientProxy({ servers: [nats.url] });
    catalysts = new RpcClient(proxy, 5_000);
  }, 30_000);

  afterAll(async () => {
    await proxy?.close();
    for (const replica of replicas) await replica.close();
    await db?.$disconnect();
    await emulator?.close();
    await nats?.stop();
    await database?.drop();
    if (config) await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  afterEach(async () => {
    await fetch(`${emulator.url}/__control/calendar/mode`, { method: 'POST', body: JSON.stringify({ mode: 'normal' }) });
  });

  it('backfills every calendar at start-up: a year back, six months ahead, every page', async () => {
    const states = await poll(
      'every calendar backfilled',
      async () => {
        const done = await db.syncState.findMany({ where: { backfilledAt: { not: null } } });
        return done.length === PROVIDER_CALENDAR_TYPES.length ? done : undefined;
      },
      90_000,
    );
    expect(states.map((state) => state.name).sort()).toEqual([...PROVIDER_CALENDAR_TYPES].sort());
    for (const state of states) expect(state).toMatchObject({ lastSuccessAt: expect.any(Date), lastError: null });
    const counts = await db.catalyst.groupBy({ by: ['type'], _count: true });
    for (const type of PROVIDER_CALENDAR_TYPES) expect(counts.find((count) => count.type === type)?._count).toBeGreaterThan(0);
    // More earnings than one page of 1000: the backfill followed every month and the pages within it.
    expect(counts.find((count) => count.type === 'earnings')!._count).toBeGreaterThan(1000);
    // What the provider serves for the coming weeks is all stored, sector and market cap from the company profiles.
    const ahead = await providerEarnings(emulator.url);
    const stored = await db.catalyst.findMany({ where: { id: { in: ahead.map((row) => `earnings-${row.id}`) } } });
    expect(stored).toHaveLength(ahead.length);
    for (const row of stored)
      expect(row).toMatchObject({ sector: expect.any(String), marketCap: expect.any(Number), revision: 1 });
    // The backfill recorded its rows as added, and told consumers which rows without a flood of changes.
    for (const row of stored) expect(row).toMatchObject({ changeKind: 'added', changedAt: row.firstSeenAt, previousDate: null });
    expect(await db.catalystChange.count({ where: { type: 'earnings', kind: 'added', backfill: true } })).toBe(
      counts.find((count) => count.type === 'earnings')!._count,
    );
    const backfillEvents = (await changeEvents()).filter((event) => event.type === 'earnings' && event.backfill);
    expect(backfillEvents.length).toBeGreaterThan(2);
    expect(backfillEvents.every((event) => !event.changes && event.ids.length <= 500)).toBe(true);
    expect(backfillEvents.filter((event) => event.lastPart)).toHaveLength(1);
  }, 100_000);

  it('is idempotent: a sync with nothing new changes nothing and says nothing', async () => {
    // The start-up company refresh records its own change events; it must be done before counting.
    await poll(
      'the start-up company refresh',
      async () => (await db.syncState.findUnique({ where: { name: COMPANIES } }))?.lastSuccessAt,
      60_000,
    );
    await syncNow();
    const events = (await changeEvents()).length;
    const outcome = await syncNow();
    expect(outcome).toMatchObject({ kind: 'synced', mode: 'delta', inserted: 0, updated: 0, removed: 0 });
    expect((await changeEvents()).length).toBe(events);
  }, 90_000);

  it('adds a new row from a delta and publishes its id', async () => {
    const { row } = await calendarControl<{ row: EarningsRow }>(emulator.url, 'add', {
      type: 'earnings',
      row: {
        ticker: 'NVDA',
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        time: '16:20:00',
        // Only a confirmed date carries its session (an estimated one has none since 378aa14).
        date_confirmed: 1,
        eps_est: '1.52',
      },
    });
    const events = (await changeEvents()).length;
    const outcome = await syncNow();
    expect(outcome).toMatchObject({ mode: 'delta', inserted: 1 });
    expect(await catalyst(row.id)).toMatchObject({
      tickers: ['NVDA'],
      company: 'NVIDIA Corporation',
      session: 'after_close',
      revision: 1,
      sector: 'information_technology',
    });
    expect(await eventNaming(`earnings-${row.id}`, events)).toMatchObject({
      type: 'earnings',
      changes: [expect.objectContaining({ catalystId: `earnings-${row.id}`, kind: 'added' })],
      part: 1,
      lastPart: true,
    });
  });

  it('tells quotes the companies with earnings or FDA rows when a sync changes that set, and only then', async () => {
    const tickerEvents = async () =>
      (
        await db.$queryRaw<{ payload: { tickers: string[]; changedAt: string } }[]>`
        SELECT payload FROM outbox_events WHERE type = 'catalysts.tickers.changed.v1' ORDER BY occurred_at`
      ).map((row) => row.payload);
    const liveSet = async () =>
      (
        await db.catalyst.findMany({
          where: { type: { in: ['earnings', 'fda'] }, removedAt: null, ticker: { not: null } },
          distinct: ['ticker'],
          select: { ticker: true },
        })
      )
        .map((row) => row.ticker!)
        .sort();
    const told = await tickerEvents();
    expect(told.length).toBeGreaterThan(0);
    const set = await liveSet();
    // Hundreds of companies, far more than the tape's 110, each once and in code point order.
    expect(set.length).toBeGreaterThan(300);
    expect(told.at(-1)!.tickers).toEqual(set);
    expect((await db.publishedTickers.findUniqueOrThrow({ where: { id: 1 } })).tickers).toEqual(set);

    // A new report of a company already named changes the rows, not the set: nothing more is told.
    await calendarControl(emulator.url, 'add', {
      type: 'earnings',
      row: { ticker: 'NVDA', date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), eps_est: '1.60' },
    });
    expect(await syncNow()).toMatchObject({ mode: 'delta', inserted: 1 });
    expect(await tickerEvents()).toHaveLength(told.length);

    // Told a set without NVDA (as before its first row), the next change tells the whole set again.
    await db.publishedTickers.update({ where: { id: 1 }, data: { tickers: set.filter((ticker) => ticker !== 'NVDA') } });
    await calendarControl(emulator.url, 'add', {
      type: 'earnings',
      row: { ticker: 'NVDA', date: new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10), eps_est: '1.61' },
    });
    expect(await syncNow()).toMatchObject({ mode: 'delta', inserted: 1 });
    const after = await tickerEvents();
    expect(after).toHaveLength(told.length + 1);
    expect(after.at(-1)!.tickers).toEqual(set);
  });

  it('bumps the revision when the date or time changes, and only then', async () => {
    const [target] = await providerEarnings(emulator.url);
    const before = (await catalyst(target.id))!;
    await calendarControl(emulator.url, 'change', { type: 'earnings', id: target.id, changes: { eps_est: '9.99' } });
    await syncNow();
    const estimate = (await catalyst(target.id))!;
    expect(estimate.revision).toBe(before.revision);
    expect(estimate.details).toMatchObject({ eps_est: 9.99 });
    expect(estimate.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const moved = new Date(Date.parse(`${target.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await calendarControl(emulator.url, 'change', {
      type: 'earnings',
      id: target.id,
      changes: { date: moved, time: '07:00:00' },
    });
    const events = (await changeEvents()).length;
    await syncNow();
    expect(await catalyst(target.id)).toMatchObject({
      revision: before.revision + 1,
      date: new Date(`${moved}T00:00:00Z`),
      time: '07:00:00',
      session: 'before_open',
    });
    expect(await eventNaming(`earnings-${target.id}`, events)).toMatchObject({ type: 'earnings' });
  });

  it('records a date moved in the emulator as one date_moved change, and a sync with nothing new records nothing', async () => {
    const [, , target] = await providerEarnings(emulator.url);
    const before = (await catalyst(target.id))!;
    const since = new Date();
    const moved = new Date(Date.parse(`${target.date}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    await calendarControl(emulator.url, 'change', { type: 'earnings', id: target.id, changes: { date: moved } });
    const eventsBefore = (await changeEvents()).length;
    await syncNow();
    const changes = await changesOf(before.id, since);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'date_moved',
        type: 'earnings',
        ticker: before.ticker,
        previous: expect.objectContaining({ date: target.date, date_status: before.dateStatus }),
        current: expect.objectContaining({ date: moved }),
        revision: before.revision + 1,
        backfill: false,
      }),
    ]);
    expect(await catalyst(target.id)).toMatchObject({
      previousDate: new Date(`${target.date}T00:00:00Z`),
      changeKind: 'date_moved',
      changedAt: changes[0].seenAt,
    });
    const event = (await eventNaming(before.id, eventsBefore))!;
    expect(event).toMatchObject({ type: 'earnings', part: 1, lastPart: true });
    expect(event.changes).toEqual([
      expect.objectContaining({
        id: String(changes[0].id),
        kind: 'date_moved',
        previous: expect.objectContaining({ date: target.date }),
        current: expect.objectContaining({ date: moved }),
      }),
    ]);

    const recorded = await db.catalystChange.count();
    const events = (await changeEvents()).length;
    expect(await syncNow()).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(await db.catalystChange.count()).toBe(recorded);
    expect((await changeEvents()).length).toBe(events);
  });

  it('records an estimated date confirmed, and answers only the rows changed since an instant, oldest change first', async () => {
    const rows = (await providerEarnings(emulator.url)) as (EarningsRow & { date_confirmed: number })[];
    const estimated = rows.filter((row) => row.date_confirmed === 0).slice(0, 2);
    expect(estimated).toHaveLength(2);
    const since = new Date();
    for (const row of estimated) {
      await calendarControl(emulator.url, 'change', { type: 'earnings', id: row.id, changes: { date_confirmed: 1 } });
      await syncNow();
    }
    for (const row of estimated)
      expect(await changesOf(`earnings-${row.id}`, since)).toEqual([
        expect.objectContaining({
          kind: 'confirmed',
          previous: expect.objectContaining({ date_status: 'estimated' }),
          current: expect.objectContaining({ date_status: 'confirmed' }),
        }),
      ]);
    const days = estimated.map((row) => row.date).sort();
    const reply = await catalysts.call(CatalystsService.method.queryCatalysts, {
      types: ['earnings'],
      dateFrom: days[0],
      dateTo: days[1],
      timeZone: 'America/New_York',
      // `ticker` order would put them otherwise: the changes order first.
      ordering: 'ticker',
      updatedSince: timestampFromDate(since),
      limit: 1000,
    });
    if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
    expect(reply.outcome.value.catalysts.map((row) => [row.id, row.changeKind])).toEqual(
      estimated.map((row) => [`earnings-${row.id}`, 'confirmed']),
    );
  });

  it('sends a sync’s changes at most 500 to a message, in numbered parts', async () => {
    const rows = (await providerEarnings(emulator.url, 170)).slice(0, 501);
    expect(rows).toHaveLength(501);
    const events = (await changeEvents()).length;
    const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (let start = 0; start < rows.length; start += 25)
      await Promise.all(
        rows
          .slice(start, start + 25)
          .map((row) =>
            calendarControl(emulator.url, 'change', { type: 'earnings', id: row.id, changes: { date: dayAfter(row.date) } }),
          ),
      );
    await syncNow();
    // This sync's messages: other calendars' scheduled syncs may have sent theirs meanwhile.
    const since = (await changeEvents()).slice(events);
    const ours = since.find((event) => event.ids.includes(`earnings-${rows[0].id}`))!.syncId;
    const sent = since.filter((event) => event.syncId === ours);
    expect(sent.map((event) => [event.part, event.lastPart ?? false])).toEqual([
      [1, false],
      [2, true],
    ]);
    for (const event of sent) expect(event.changes!.length).toBeLessThanOrEqual(500);
    const changed = sent.flatMap((event) => event.changes!.map((change) => change.catalystId));
    expect(new Set(changed)).toEqual(new Set(rows.map((row) => `earnings-${row.id}`)));
  }, 120_000);

  it('marks a row the provider removed, and keeps it out of queries', async () => {
    const [, target] = await providerEarnings(emulator.url);
    await calendarControl(emulator.url, 'remove', { type: 'earnings', id: target.id });
    const events = (await changeEvents()).length;
    expect(await syncNow()).toMatchObject({ removed: 1 });
    const removed = (await catalyst(target.id))!;
    expect(removed.removedAt).toBeInstanceOf(Date);
    const day = removed.date.toISOString().slice(0, 10);
    const reply = await catalysts.call(CatalystsService.method.queryCatalysts, {
      types: ['earnings'],
      dateFrom: day,
      dateTo: day,
      timeZone: 'America/New_York',
      limit: 1000,
    });
    expect(reply.outcome.case === 'success' && reply.outcome.value.catalysts.map((row) => row.id)).not.toContain(removed.id);
    expect(await eventNaming(`earnings-${target.id}`, events)).toMatchObject({
      type: 'earnings',
      changes: [expect.objectContaining({ kind: 'removed', previous: expect.objectContaining({ date: target.date }) })],
    });
    expect(removed).toMatchObject({ changeKind: 'removed', changedAt: removed.removedAt });
  });

  it('writes a sync’s rows from the profiles a refresh under way stores, never from those it replaces', async () => {
    const [target] = await providerEarnings(emulator.url);
    const { ticker, marketCap } = (await catalyst(target.id))!;
    const replaced = Math.round((marketCap ?? 1e9) * 1.5);
    await calendarControl(emulator.url, 'change', { type: 'earnings', id: target.id, changes: { eps_est: '7.77' } });
    // A refresh under way, as CompanyRefreshService writes it: the profiles' lock held alone, the market cap
    // replaced and copied onto the company's catalysts, not yet committed.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let replacedInTx!: () => void;
    const replacing = new Promise<void>((resolve) => (replacedInTx = resolve));
    const refresh = db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('catalysts:company-profiles'))`;
        await tx.company.update({ where: { ticker: ticker! }, data: { marketCap: replaced } });
        await tx.$executeRaw`UPDATE catalysts SET market_cap = ${replaced} WHERE ticker = ${ticker}`;
        replacedInTx();
        await committed;
      },
      { timeout: 30_000 },
    );
    await replacing;
    const sync = syncNow();
    // The sync waits on a lock the refresh holds (the profiles', or the catalyst's row): then the refresh commits.
    await poll('the sync waiting on the refresh', async () => {
      const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      return waiting > 0 || undefined;
    });
    commit();
    await refresh;
    expect(await sync).toMatchObject({ updated: expect.any(Number) });
    expect(await catalyst(target.id)).toMatchObject({ marketCap: replaced, details: expect.objectContaining({ eps_est: 7.77 }) });
  });

  it('keeps the last good data when the provider fails, and counts the failure', async () => {
    const before = await db.catalyst.count({ where: { type: 'earnings' } });
    await calendarControl(emulator.url, 'add', {
      type: 'earnings',
      row: { ticker: 'AMD', date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) },
    });
    await calendarControl(emulator.url, 'mode', { mode: 'fail', status: 503, endpoints: ['earnings'] });
    const failure = await syncs.sync('earnings').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ reason: 'refused' });
    expect(await db.catalyst.count({ where: { type: 'earnings' } })).toBe(before);
    expect(await db.syncState.findUnique({ where: { name: 'earnings' } })).toMatchObject({
      lastError: expect.stringContaining('HTTP 503'),
    });
    expect(await syncLeaseHeld('earnings')).toBe(false);
    const metrics = await register.getSingleMetricAsString('catalysts_sync_failures_total');
    expect(metrics).toMatch(/catalysts_sync_failures_total\{calendar="earnings",reason="refused"\} [1-9]/);
    // Once the provider is back, the next sync brings what was missed.
    await calendarControl(emulator.url, 'mode', { mode: 'normal' });
    expect(await syncNow()).toMatchObject({ inserted: 1 });
  });

  it('stores nothing of a backfill month whose page is malformed, and leaves the backfill to do again', async () => {
    const before = await db.catalyst.findMany({ where: { type: 'dividend' }, select: { id: true, updatedAt: true } });
    // Start the dividends over, and break every page: the first month fails, so the backfill stops there.
    await db.syncState.update({ where: { name: 'dividend' }, data: { backfilledAt: null } });
    await calendarControl(emulator.url, 'mode', {
      mode: 'malformed',
      malformed: 'wrong-types',
      endpoints: ['dividends'],
      fromPage: 0,
    });
    const failure = await syncs.sync('dividend').catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'malformed' });
    expect(await db.catalyst.findMany({ where: { type: 'dividend' }, select: { id: true, updatedAt: true } })).toEqual(before);
    expect((await db.syncState.findUnique({ where: { name: 'dividend' } }))?.backfilledAt).toBeNull();
    await calendarControl(emulator.url, 'mode', { mode: 'normal' });
    expect(await syncNow('dividend')).toMatchObject({ mode: 'backfill', inserted: 0 });
  });

  it('never runs two syncs of one calendar at once, across replicas', async () => {
    replicas.push(await startCatalysts(config));
    const other = replicas[1].get(CalendarSyncService);
    await poll('a quiet calendar', async () => ((await syncLeaseHeld('ipo')) ? undefined : true));
    await calendarControl(emulator.url, 'mode', { mode: 'slow', delayMs: 1_500, endpoints: ['ipos'] });
    const outcomes: SyncOutcome[] = await Promise.all([syncs.sync('ipo'), other.sync('ipo'), other.sync('ipo')]);
    expect(outcomes.filter((outcome) => outcome.kind === 'synced')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'skipped')).toHaveLength(2);
    // A different calendar is not held up by it.
    await calendarControl(emulator.url, 'mode', { mode: 'normal' });
    expect(await other.sync('splits')).toMatchObject({ kind: 'synced' });
  }, 30_000);

  it('refreshes every company profile and copies sector and market cap onto the catalysts', async () => {
    await db.catalyst.updateMany({ where: { ticker: 'MSFT' }, data: { marketCap: 1, sector: null } });
    const outcome = await poll('a company refresh', async () => {
      const result = await replicas[0].get(CompanyRefreshService).refresh();
      return result.kind === 'refreshed' ? result : undefined;
    });
    expect(outcome.companies).toBeGreaterThan(500);
    const msft = await db.company.findUniqueOrThrow({ where: { ticker: 'MSFT' } });
    expect(msft).toMatchObject({ name: 'Microsoft Corporation', sector: 'information_technology' });
    for (const row of await db.catalyst.findMany({ where: { ticker: 'MSFT', removedAt: null } }))
      expect(row).toMatchObject({ marketCap: msft.marketCap, sector: 'information_technology' });
    expect((await changeEvents()).some((event) => event.ids.some((id) => id.startsWith('earnings-')))).toBe(true);
  }, 30_000);

  describe('QueryCatalysts', () => {
    const week = { dateFrom: '', dateTo: '' };
    const query = (fields: Record<string, unknown>) =>
      catalysts.call(CatalystsService.method.queryCatalysts, {
        types: ['earnings'],
        ...week,
        timeZone: 'America/New_York',
        limit: 1000,
        ...fields,
      });

    beforeAll(() => {
      const monday = new Date();
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      week.dateFrom = monday.toISOString().slice(0, 10);
      week.dateTo = new Date(monday.getTime() + 27 * 86_400_000).toISOString().slice(0, 10);
    });

    it('answers the live rows of the range, by day and session, with every common field', async () => {
      const reply = await query({});
      if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
      const page = reply.outcome.value;
      expect(page.count).toBe(page.catalysts.length);
      expect(page.count).toBe(
        await db.catalyst.count({
          where: {
            type: 'earnings',
            removedAt: null,
            date: { gte: new Date(`${week.dateFrom}T00:00:00Z`), lte: new Date(`${week.dateTo}T00:00:00Z`) },
          },
        }),
      );
      const keys = page.catalysts.map(
        (row) => `${row.date}|${['before_open', 'during_market', 'after_close', 'unknown'].indexOf(row.session)}`,
      );
      expect(keys).toEqual([...keys].sort());
      expect(page.catalysts[0]).toMatchObject({
        source: 'Benzinga',
        revision: expect.any(Number),
        details: { case: 'earnings', value: expect.objectContaining({ epsEst: expect.any(Number) }) },
      });
    });

    it('moves a timed catalyst to the day it falls on in the reader’s zone', async () => {
      const late = await db.catalyst.findFirst({
        where: {
          type: 'earnings',
          removedAt: null,
          session: 'after_close',
          date: { gt: new Date(`${week.dateFrom}T00:00:00Z`) },
        },
      });
      const day = late!.date.toISOString().slice(0, 10);
      const inTokyo = await query({ dateFrom: day, dateTo: day, timeZone: 'Asia/Tokyo', tickers: late!.tickers });
      const inNewYork = await query({ dateFrom: day, dateTo: day, tickers: late!.tickers });
      const ids = (reply: typeof inTokyo) =>
        reply.outcome.case === 'success' ? reply.outcome.value.catalysts.map((row) => row.id) : [];
      expect(ids(inNewYork)).toContain(late!.id);
      expect(ids(inTokyo)).not.toContain(late!.id);
    });

    it('lists a watch list’s versions with their symbols, and the macro rows alone when asked', async () => {
      const versionsOf = async (fields: Record<string, unknown>) => {
        const reply = await catalysts.call(CatalystsService.method.listCatalystVersions, {
          query: { ...week, timeZone: 'America/New_York', limit: 2000, ...fields },
        });
        if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
        return reply.outcome.value.versions;
      };
      const row = await db.catalyst.findFirst({
        where: {
          type: 'earnings',
          removedAt: null,
          date: { gte: new Date(`${week.dateFrom}T00:00:00Z`), lte: new Date(`${week.dateTo}T00:00:00Z`) },
        },
      });
      const symbol = row!.tickers[0];
      const ofSymbol = await versionsOf({ watchlistTickers: [symbol] });
      expect(ofSymbol.length).toBeGreaterThan(0);
      expect(ofSymbol.every((version) => version.tickers.includes(symbol))).toBe(true);

      const macro = await versionsOf({ watchlistMacroAlone: true });
      // Without symbols, `watchlist_macro` alone changes nothing (a calendar without a list sends it).
      expect((await versionsOf({ watchlistMacro: true, types: ['earnings'] })).length).toBeGreaterThan(macro.length);
      expect(macro.length).toBeGreaterThan(0);
      expect(macro.every((version) => version.tickers.length === 0 && /^(economic|market)-/.test(version.id))).toBe(true);
      // Both at once are the two together.
      const both = await versionsOf({ watchlistTickers: [symbol], watchlistMacro: true });
      expect(both.map((version) => version.id).sort()).toEqual([...ofSymbol, ...macro].map((version) => version.id).sort());
    });

    it('refuses what the contract does not allow, keyed by its fields', async () => {
      const reply = await query({ types: ['earnings', 'bonds'], sessions: ['lunch'], limit: 5000 });
      expect(reply.outcome.case).toBe('problem');
      expect(reply.outcome.value).toMatchObject({
        kind: Problem_Kind.INVALID,
        errors: [
          { field: 'types.1', code: 'invalid', message: 'Enter a valid value.' },
          { field: 'sessions.0', code: 'invalid', message: 'Enter a valid value.' },
          { field: 'limit', code: 'max_value', message: 'Ensure this value is less than or equal to 2000.' },
        ],
      });
      // A zone or a day PostgreSQL cannot read is a value it refuses: a 400, never a fault.
      for (const fields of [{ timeZone: 'Mars/Olympus_Mons' }, { dateTo: '2026-02-30' }])
        expect(await query(fields)).toMatchObject({ outcome: { case: 'problem', value: { kind: Problem_Kind.INVALID } } });
    });

    it('reads a row written by an earlier release into its typed details', async () => {
      const row = await db.catalyst.findFirst({ where: { type: 'ipo', removedAt: null } });
      // The first release kept no currency, description or notes, and a key the contract has since dropped.
      const { currency: _currency, description: _description, notes: _notes, ...older } = row!.details as Record<string, unknown>;
      await db.catalyst.update({ where: { id: row!.id }, data: { details: { ...older, deal_size_class: 'mid' } } });
      const day = row!.date.toISOString().slice(0, 10);
      const reply = await query({ types: ['ipo'], dateFrom: day, dateTo: day, includeCalledOff: true });
      if (reply.outcome.case !== 'success') throw new Error(JSON.stringify(reply.outcome.value));
      const read = reply.outcome.value.catalysts.find((catalyst) => catalyst.id === row!.id);
      expect(read?.details.case).toBe('ipo');
      const details = read?.details.case === 'ipo' ? read.details.value : undefined;
      expect([details?.currency, details?.description, details?.notes]).toEqual([undefined, undefined, undefined]);
      expect(details?.leadUnderwriters).toEqual(older.lead_underwriters);
      expect(details?.dealStatus).toBe(older.deal_status ?? undefined);
      expect(read?.details.value).not.toHaveProperty('dealSizeClass');
    });

    it('lists companies by symbol', async () => {
      const reply = await catalysts.call(CatalystsService.method.listCompanies, { tickers: ['aapl', 'NOPE'] });
      if (reply.outcome.case !== 'success') throw new Error('refused');
      expect(reply.outcome.value.companies).toEqual([
        expect.objectContaining({
          ticker: 'AAPL',
          name: 'Apple Inc.',
          sector: 'information_technology',
          marketCap: expect.any(Number),
        }),
      ]);
    });
  });

  // Last: the provider's day ahead leaves rows stamped in the future for the tests after it.
  it('sees a change made after the provider’s clock ran a day ahead and came back', async () => {
    const clock = (body: object) =>
      fetch(`${emulator.url}/__control/clock`, { method: 'POST', body: JSON.stringify(body) }).then((answer) =>
        expect(answer.status).toBe(200),
      );
    const aheadFrom = Math.floor(Date.now() / 1000);
    try {
      await clock({ nowMs: Date.now() + 86_400_000 });
      // Tomorrow's market: dates confirmed and actuals reported, stamped a day ahead of ours.
      const ahead = await syncNow();
      expect(ahead.inserted + ahead.updated).toBeGreaterThan(0);
    } finally {
      await clock({ real: true });
    }
    // Stored no later than our clock: a row the day ahead touched, and one it did not, as the readers' screens would move them now.
    const nowSeconds = Date.now() / 1000;
    const rows = await providerEarnings(emulator.url);
    const stored = await db.catalyst.findMany({ where: { id: { in: rows.map((row) => `earnings-${row.id}`) } } });
    expect(stored.filter((row) => row.providerUpdated > nowSeconds)).toEqual([]);
    const touched = new Set(stored.filter((row) => row.providerUpdated >= aheadFrom).map((row) => row.id));
    const targets = [
      rows.find((row) => touched.has(`earnings-${row.id}`))!,
      rows.find((row) => !touched.has(`earnings-${row.id}`))!,
    ];
    const moved = targets.map((target) =>
      new Date(Date.parse(`${target.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10),
    );
    for (const [index, target] of targets.entries())
      await calendarControl(emulator.url, 'change', { type: 'earnings', id: target.id, changes: { date: moved[index] } });
    expect(await syncNow()).toMatchObject({ updated: 2 });
    for (const [index, target] of targets.entries())
      expect(await catalyst(target.id)).toMatchObject({ date: new Date(`${moved[index]}T00:00:00Z`) });
  });
});
