import { randomUUID } from 'node:crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events, QuotesService } from '@mc/proto';
import { connectJetStream, encodeEvent, eventHeaders, RpcClient, type JetStreamConnection, rpcClientProxy } from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from '../../../test/emulators/market-data/server.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { TAPE_LISTINGS } from '../src/refresh/quoted-listings.js';
import { QuotesRefreshService } from '../src/refresh/quotes-refresh.service.js';
import { REFRESH_QUEUE, REFRESH_SCHEDULER_ID } from '../src/refresh/refresh-schedule.js';
import {
  deleteQueueKeys,
  eventually,
  PRISMA_DIR,
  quotesConfig,
  REDIS_URL,
  startQuotes,
  uniqueQueuePrefix,
} from './quotes-harness.js';

const EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the crypto watch lists name, and a symbol no provider knows. */
const CONTENT_TICKERS = ['ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT', 'ZZZZ'];

/** quotes keeps content.tickers.changed.v1 and quotes those tickers (portfolios' and items') with the tape. */
describe('quotes of the tickers content names', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let emulator: RunningMarketDataEmulator;
  let app: NestFastifyApplication;
  let db: PrismaService;
  let prefix: string;
  let events: JetStreamConnection;
  let proxy: ClientProxy;
  let quotes: RpcClient;

  let slots = 0;
  const refresh = () =>
    app.get(QuotesRefreshService).refresh(`manual-${++slots}`, new Date(Date.now() + DAY_MS + slots * EVERY_MS));
  const storedSet = () => db.contentTickers.findUnique({ where: { id: 1 } });
  const processed = (id: string) => db.$queryRaw<unknown[]>`SELECT 1 FROM processed_events WHERE event_id = ${id}::uuid`;

  /** Publishes as content's outbox relay does; `messageId` differs from the event id for a redelivery. */
  async function publish(id: string, tickers: string[], changedAt: Date, messageId = id) {
    const type = Events.contentTickersChanged.type;
    const data = encodeEvent(Events.contentTickersChanged, { tickers, changedAt: timestampFromDate(changedAt) });
    await events.js.publish(type, data, { msgID: messageId, headers: eventHeaders({ id, type, occurredAt: changedAt }) });
  }

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'quotes');
    nats = await startPrivateNats(24288);
    emulator = await startMarketDataEmulator({ port: 0, apiKey: 'integration-test-key' });
    prefix = uniqueQueuePrefix('quotes-content-tickers');
    const config = quotesConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      MARKET_DATA_URL: emulator.url,
      QUEUE_PREFIX: prefix,
      QUOTES_REFRESH_MS: EVERY_MS,
    });
    app = await startQuotes(config);
    db = new PrismaService(config);
    events = await connectJetStream(nats.url, 'content-test');
    proxy = rpcClientProxy({ servers: [nats.url] });
    quotes = new RpcClient(proxy, 5_000);
    // The start-up refresh, then no scheduled ones: the tests refresh by hand.
    await eventually('the start-up refresh', async () => ((await db.delayedQuote.count()) > 0 ? true : undefined));
    const queue = new Queue(REFRESH_QUEUE, { connection: { url: REDIS_URL }, prefix });
    await queue.removeJobScheduler(REFRESH_SCHEDULER_ID);
    await queue.close();
  }, 30_000);

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

  it('quotes the fixed listings alone until content has told its tickers', async () => {
    expect(await storedSet()).toBeNull();
    expect(await db.delayedQuote.count()).toBe(TAPE_LISTINGS.length);
    expect(await db.delayedQuote.findUnique({ where: { symbol: 'IBIT' } })).toBeNull();
  });

  it('stores the set once, whatever the redeliveries, and never lets an older event replace it', async () => {
    const changedAt = new Date();
    const current = randomUUID();
    await publish(current, CONTENT_TICKERS, changedAt);
    await eventually('the set stored', async () => ((await storedSet())?.tickers.length ? true : undefined));
    await publish(current, CONTENT_TICKERS, changedAt, randomUUID());
    const older = randomUUID();
    await publish(older, ['AAPL'], new Date(changedAt.getTime() - 60_000));
    await eventually('the older event handled', async () => ((await processed(older)).length ? true : undefined));
    expect(await storedSet()).toEqual({ id: 1, tickers: CONTENT_TICKERS, changedAt });
    expect(
      await db.$queryRaw`SELECT count(*)::int AS count FROM processed_events WHERE consumer = 'quotes-content-tickers'`,
    ).toEqual([{ count: 2 }]);
  });

  it('asks the provider for the new symbols at the next refresh; one it does not know stays missing', async () => {
    const outcome = await refresh();
    expect(outcome).toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length + 5 });
    const reply = await quotes.call(QuotesService.method.listDelayedQuotes, {});
    const bySymbol = new Map(reply.quotes.map((quote) => [quote.symbol, quote]));
    expect(bySymbol.get('IBIT')).toMatchObject({ name: 'iShares Bitcoin Trust ETF', last: expect.any(Number) });
    expect(bySymbol.get('IBIT')!.last).toBeGreaterThan(20);
    expect(bySymbol.get('FBTC')?.name).toBe('Fidelity Wise Origin Bitcoin Fund');
    expect(bySymbol.get('ETHA')?.name).toBe('iShares Ethereum Trust ETF');
    expect(bySymbol.get('MARA')?.name).toBe('MARA Holdings, Inc.');
    expect(bySymbol.get('RIOT')?.name).toBe('Riot Platforms, Inc.');
    expect(bySymbol.has('ZZZZ')).toBe(false);
    expect(reply.quotes).toHaveLength(TAPE_LISTINGS.length + 5);
  });

  it('quotes a newer set from the next refresh on', async () => {
    const changedAt = new Date();
    await publish(randomUUID(), ['GLD', 'IBIT'], changedAt);
    await eventually('the newer set stored', async () => ((await storedSet())?.tickers.includes('GLD') ? true : undefined));
    const before = await db.delayedQuote.findUniqueOrThrow({ where: { symbol: 'IBIT' } });
    expect(await refresh()).toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length + 2 });
    expect(await db.delayedQuote.findUnique({ where: { symbol: 'GLD' } })).toMatchObject({ name: 'SPDR Gold Shares' });
    expect((await db.delayedQuote.findUniqueOrThrow({ where: { symbol: 'IBIT' } })).fetchedAt.getTime()).toBeGreaterThan(
      before.fetchedAt.getTime(),
    );
    // No longer named by content: not asked for, its last quote left as it was.
    expect((await db.delayedQuote.findUniqueOrThrow({ where: { symbol: 'MARA' } })).fetchedAt.getTime()).toBeLessThanOrEqual(
      before.fetchedAt.getTime(),
    );
  });
});
