import { randomUUID } from 'node:crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  addDays,
  addMonths,
  dayIn,
  EXCHANGE_TIME_ZONE,
  isTradingDay,
  nextTradingDay,
  regularSession,
  type Day,
} from '@mc/market-time';
import { Events, QuotesService } from '@mc/proto';
import { connectJetStream, encodeEvent, eventHeaders, RpcClient, type JetStreamConnection, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from '../../../test/emulators/market-data/server.js';
import {
  AFTER_CLOSE_SCHEDULER_ID,
  DAILY_BARS_QUEUE,
  historyStart,
  latestClosedDay,
  NEW_TICKERS_SCHEDULER_ID,
} from '../src/daily-bars/daily-bars-schedule.js';
import { DailyBarsSyncService } from '../src/daily-bars/daily-bars-sync.service.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { TAPE_LISTINGS } from '../src/refresh/quoted-listings.js';
import { QuotesRefreshService } from '../src/refresh/quotes-refresh.service.js';
import {
  deleteQueueKeys,
  eventually,
  PRISMA_DIR,
  quotesConfig,
  setProviderClock,
  startQuotes,
  uniqueQueuePrefix,
  REDIS_URL,
} from './quotes-harness.js';

/** Every trading day from `from` to `to`, as @mc/market-time's exchange calendar has them. */
function tradingDays(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
}

const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);

/** quotes keeps two years of daily bars for every followed ticker, one more after each close, and answers them over NATS. */
describe('daily bars of the followed tickers', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let emulator: RunningMarketDataEmulator;
  let app: NestFastifyApplication;
  let db: PrismaService;
  let prefix: string;
  let events: JetStreamConnection;
  let proxy: ClientProxy;
  let quotes: RpcClient;
  // The last session closed when the test started: what the start-up backfill stores.
  let closed: Day;
  let startedAt: Date;

  const barDays = async (ticker: string) =>
    (await db.dailyBar.findMany({ where: { ticker }, orderBy: { day: 'asc' }, select: { day: true } })).map((row) =>
      dayOf(row.day),
    );
  const requestsFor = async (path: string) => {
    const state = (await (await fetch(`${emulator.url}/__control/stats`)).json()) as {
      requests: { byPath: Record<string, number> };
    };
    return state.requests.byPath[path] ?? 0;
  };

  beforeAll(async () => {
    startedAt = new Date();
    closed = latestClosedDay(startedAt);
    database = await createTestDatabase(PRISMA_DIR, 'quotes');
    nats = await startPrivateNats(24289);
    emulator = await startMarketDataEmulator({ port: 0, apiKey: 'integration-test-key' });
    prefix = uniqueQueuePrefix('quotes-daily-bars');
    const config = quotesConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      MARKET_DATA_URL: emulator.url,
      QUEUE_PREFIX: prefix,
      QUOTES_REFRESH_MS: 3_600_000,
    });
    app = await startQuotes(config);
    db = new PrismaService(config);
    events = await connectJetStream(nats.url, 'content-test');
    proxy = rpcClientProxy({ servers: [nats.url] });
    quotes = new RpcClient(proxy, 5_000);
    // The start-up sync (the backfill), then no scheduled ones: the tests sync by hand.
    await eventually(
      'the start-up backfill',
      async () => ((await db.dailyBarCoverage.count()) === TAPE_LISTINGS.length ? true : undefined),
      60_000,
    );
    const queue = new Queue(DAILY_BARS_QUEUE, { connection: { url: REDIS_URL }, prefix });
    await queue.removeJobScheduler(AFTER_CLOSE_SCHEDULER_ID);
    await queue.removeJobScheduler(NEW_TICKERS_SCHEDULER_ID);
    await queue.close();
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    await events?.nc.close();
    await app?.close();
    await db?.$disconnect();
    await emulator?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  }, 30_000);

  it('backfills two years of trading days for every ticker of the tape on the first start', async () => {
    // Two years asked for; the emulator keeps two years before its clock's New York day, which may start a day later.
    const emulatorStart = addMonths(dayIn(startedAt, EXCHANGE_TIME_ZONE), -24);
    const expected = tradingDays(historyStart(closed) > emulatorStart ? historyStart(closed) : emulatorStart, closed);
    expect(await barDays('AAPL')).toEqual(expected);
    expect(await barDays('SPY')).toEqual(expected);
    const perTicker = await db.dailyBar.groupBy({ by: ['ticker'], _count: { _all: true } });
    expect(perTicker).toHaveLength(TAPE_LISTINGS.length);
    expect(perTicker.every((row) => row._count._all === expected.length)).toBe(true);
    const aapl = await db.dailyBar.findFirstOrThrow({ where: { ticker: 'AAPL' }, orderBy: { day: 'desc' } });
    expect(aapl.low).toBeLessThanOrEqual(Math.min(aapl.open, aapl.close));
    expect(aapl.high).toBeGreaterThanOrEqual(Math.max(aapl.open, aapl.close));
    expect(aapl.volume).toBeGreaterThan(0n);
  });

  it('adds the next session once after its close, and asks the provider nothing on a second run', async () => {
    const next = nextTradingDay(closed);
    const afterClose = new Date(regularSession(next)!.closesAt.getTime() + 30 * 60_000);
    await setProviderClock(emulator.url, afterClose.getTime());
    const sync = app.get(DailyBarsSyncService);

    // Before the close and its margin, the session is not final: nothing is asked for.
    const early = await sync.sync(new Date(regularSession(next)!.closesAt.getTime() + 60_000));
    expect(early).toEqual({ kind: 'synced', through: closed, requests: 0, stored: 0 });

    const first = await sync.sync(afterClose);
    expect(first).toMatchObject({ kind: 'synced', through: next, requests: Math.ceil(TAPE_LISTINGS.length / 50) });
    expect(first).toMatchObject({ stored: TAPE_LISTINGS.length });
    expect(await db.dailyBar.count({ where: { day: new Date(`${next}T00:00:00Z`) } })).toBe(TAPE_LISTINGS.length);

    const bars = await db.dailyBar.count();
    const asked = await requestsFor('/api/v2/bars');
    expect(await sync.sync(afterClose)).toEqual({ kind: 'synced', through: next, requests: 0, stored: 0 });
    expect(await requestsFor('/api/v2/bars')).toBe(asked);
    expect(await db.dailyBar.count()).toBe(bars);
    closed = next;
  });

  it('backfills a ticker content starts naming; one the provider does not know is not asked for again', async () => {
    const changedAt = new Date();
    const id = randomUUID();
    const type = Events.contentTickersChanged.type;
    const data = encodeEvent(Events.contentTickersChanged, {
      tickers: ['MARA', 'ZZZZ'],
      changedAt: timestampFromDate(changedAt),
    });
    await events.js.publish(type, data, { msgID: id, headers: eventHeaders({ id, type, occurredAt: changedAt }) });
    await eventually('the set stored', async () =>
      (await db.contentTickers.findUnique({ where: { id: 1 } })) ? true : undefined,
    );

    const sync = app.get(DailyBarsSyncService);
    const now = new Date(regularSession(closed)!.closesAt.getTime() + 30 * 60_000);
    expect(await sync.sync(now)).toMatchObject({ kind: 'synced', through: closed, requests: 1 });
    expect(await barDays('MARA')).toEqual(tradingDays(historyStart(closed), closed));
    expect(await barDays('ZZZZ')).toEqual([]);
    expect(await sync.sync(now)).toMatchObject({ requests: 0 });
  });

  it('backfills the companies catalysts names, without the quotes refresh quoting them; an older set never replaces a newer', async () => {
    const type = Events.catalystTickersChanged.type;
    const publish = async (tickers: string[], changedAt: Date) => {
      const id = randomUUID();
      const data = encodeEvent(Events.catalystTickersChanged, { tickers, changedAt: timestampFromDate(changedAt) });
      await events.js.publish(type, data, { msgID: id, headers: eventHeaders({ id, type, occurredAt: changedAt }) });
      return id;
    };
    const processed = (id: string) => db.$queryRaw<unknown[]>`SELECT 1 FROM processed_events WHERE event_id = ${id}::uuid`;
    const newer = new Date();
    // AAPL is on the tape: already kept, not asked for twice.
    await publish(['AAPL', 'REGN', 'VRTX'], newer);
    await eventually('the set stored', async () => (await db.catalystTickers.findUnique({ where: { id: 1 } })) ?? undefined);
    const older = await publish(['BIIB'], new Date(newer.getTime() - 60_000));
    await eventually('the older event handled', async () => ((await processed(older)).length ? true : undefined));
    expect(await db.catalystTickers.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ tickers: ['AAPL', 'REGN', 'VRTX'] });

    const sync = app.get(DailyBarsSyncService);
    const now = new Date(regularSession(closed)!.closesAt.getTime() + 30 * 60_000);
    expect(await sync.sync(now)).toMatchObject({ kind: 'synced', through: closed, requests: 1 });
    const history = tradingDays(historyStart(closed), closed);
    expect(await barDays('REGN')).toEqual(history);
    expect(await barDays('VRTX')).toEqual(history);
    expect(await barDays('BIIB')).toEqual([]);
    expect(await sync.sync(now)).toMatchObject({ requests: 0 });

    // The refresh's set is the tape and content's: the calendars' companies are not quoted.
    await app.get(QuotesRefreshService).refresh('catalyst-tickers', new Date(Date.now() + 24 * 60 * 60_000));
    expect(await db.delayedQuote.count({ where: { symbol: { in: ['REGN', 'VRTX'] } } })).toBe(0);
    expect(await db.delayedQuote.count({ where: { symbol: 'AAPL' } })).toBe(1);
  });

  it('answers ListDailyBars from its database, per ticker in the request’s order', async () => {
    const from = addDays(closed, -30);
    const reply = await quotes.call(QuotesService.method.listDailyBars, {
      tickers: ['MSFT', 'ZZZZ', 'AAPL'],
      dateFrom: from,
      dateTo: closed,
    });
    expect(reply.outcome.case).toBe('success');
    const series = reply.outcome.case === 'success' ? reply.outcome.value.tickers : [];
    expect(series.map((entry) => entry.ticker)).toEqual(['MSFT', 'ZZZZ', 'AAPL']);
    expect(series[0].bars.map((bar) => bar.day)).toEqual(tradingDays(from, closed));
    expect(series[1].bars).toEqual([]);
    const stored = await db.dailyBar.findUniqueOrThrow({
      where: { ticker_day: { ticker: 'AAPL', day: new Date(`${closed}T00:00:00Z`) } },
    });
    expect(series[2].bars.at(-1)).toMatchObject({ day: closed, open: stored.open, close: stored.close, volume: stored.volume });
  });

  it('refuses ListDailyBars beyond 50 tickers, two years or with a bad date, as a typed problem', async () => {
    const many = TAPE_LISTINGS.slice(0, 51).map((listing) => listing.symbol);
    const tooMany = await quotes.call(QuotesService.method.listDailyBars, {
      tickers: many,
      dateFrom: '2026-01-02',
      dateTo: '2026-01-30',
    });
    expect(tooMany.outcome).toMatchObject({
      case: 'problem',
      value: { errors: [{ field: 'tickers', code: 'max_items', message: 'Ensure this field has no more than 50 elements.' }] },
    });
    const tooLong = await quotes.call(QuotesService.method.listDailyBars, {
      tickers: ['AAPL'],
      dateFrom: '2024-01-02',
      dateTo: '2026-01-03',
    });
    expect(tooLong.outcome).toMatchObject({ case: 'problem', value: { errors: [{ field: 'date_to', code: 'range_too_long' }] } });
    const badDate = await quotes.call(QuotesService.method.listDailyBars, {
      tickers: ['AAPL'],
      dateFrom: '2026-13-01',
      dateTo: '2026-01-03',
    });
    expect(badDate.outcome).toMatchObject({ case: 'problem', value: { errors: [{ field: 'date_from', code: 'invalid_date' }] } });
  });
});
