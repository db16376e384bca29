import { TAPE_LISTINGS } from '../src/refresh/quoted-listings.js';
import { EVENT_STREAM, Events, QuotesService, type ListDelayedQuotesResponse, type QuotesRefreshed } from '@mc/proto';
import { DeliverPolicy } from '@nats-io/jetstream';
import {
  connectJetStream,
  decodeEvent,
  type JetStreamConnection,
  ProviderError,
  type ProviderFailureReason,
  RpcClient,
  rpcClientProxy,
} from '@mc/runtime';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { ClientProxy } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from '../../../test/emulators/market-data/server.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import { QuotesRefreshService, type RefreshOutcome } from '../src/refresh/quotes-refresh.service.js';
import { refreshMetrics } from '../src/refresh/refresh-metrics.js';
import {
  REFRESH_JOB_NAME,
  REFRESH_QUEUE,
  REFRESH_SCHEDULER_ID,
  retryOptions,
  type RefreshJobData,
} from '../src/refresh/refresh-schedule.js';
import {
  deleteQueueKeys,
  eventually,
  PRISMA_DIR,
  quotesConfig,
  REDIS_URL,
  setProviderClock,
  setProviderMode,
  startQuotes,
  uniqueQueuePrefix,
  type ProviderMode,
} from './quotes-harness.js';

const EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A misbehaving provider never costs the tape its last good quotes; the failures are counted. */
describe('quotes when the provider misbehaves', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let emulator: RunningMarketDataEmulator;
  let app: NestFastifyApplication;
  let db: PrismaService;
  let queue: Queue<RefreshJobData, RefreshOutcome>;
  let proxy: ClientProxy;
  let quotes: RpcClient;
  let events: JetStreamConnection;
  let prefix: string;

  // Refreshes run by hand, each for a slot of its own, far from the one the service ran at start.
  let slots = 0;
  const nextSlot = () => new Date(Date.now() + DAY_MS + ++slots * EVERY_MS);
  const refresh = (name: string) => app.get(QuotesRefreshService).refresh(`manual-${name}`, nextSlot());
  const listQuotes = () => quotes.call(QuotesService.method.listDelayedQuotes, {});
  const failuresCounted = async (reason?: ProviderFailureReason) =>
    (await refreshMetrics.failures.get()).values
      .filter((value) => reason === undefined || value.labels.reason === reason)
      .reduce((sum, value) => sum + value.value, 0);

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'quotes');
    nats = await startPrivateNats(24284);
    emulator = await startMarketDataEmulator({ port: 0, apiKey: 'integration-test-key' });
    prefix = uniqueQueuePrefix('quotes-failures');
    const config = quotesConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      MARKET_DATA_URL: emulator.url,
      QUEUE_PREFIX: prefix,
      QUOTES_REFRESH_MS: EVERY_MS,
      // Generous: the emulator shares this process (and the machine) with the service and the tests.
      MARKET_DATA_TIMEOUT_MS: 1_500,
    });
    app = await startQuotes(config);
    db = new PrismaService(config);
    queue = new Queue(REFRESH_QUEUE, { connection: { url: REDIS_URL }, prefix });
    proxy = rpcClientProxy({ servers: [nats.url] });
    quotes = new RpcClient(proxy, 5_000);
    events = await connectJetStream(nats.url, 'quotes-test');
    // The start-up refresh, then no more scheduled ones: each test decides when to refresh.
    await eventually('the start-up refresh', async () => ((await listQuotes()).asOf ? true : undefined));
    await queue.removeJobScheduler(REFRESH_SCHEDULER_ID);
  }, 30_000);

  afterEach(async () => {
    await setProviderMode(emulator.url, { mode: 'normal' });
    await fetch(`${emulator.url}/__control/clock`, { method: 'POST', body: JSON.stringify({ real: true }) });
  });

  afterAll(async () => {
    await queue?.close();
    await proxy?.close();
    await events?.nc.close();
    await app?.close();
    await db?.$disconnect();
    await emulator?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(prefix);
  }, 30_000);

  it('answers ListDelayedQuotes from the database with every tape quote and the refresh’s as-of', async () => {
    const reply = await listQuotes();
    expect(reply.quotes).toHaveLength(TAPE_LISTINGS.length);
    expect(reply.stale).toBe(false);
    const apple = reply.quotes.find((quote) => quote.symbol === 'AAPL');
    expect(apple).toMatchObject({ name: 'Apple Inc.', last: expect.any(Number), change: expect.any(Number) });
    expect(apple?.asOf).toBeDefined();
  });

  it('publishes quotes.refreshed.v1 with every quote through the outbox', async () => {
    const consumer = await events.js.consumers.get(EVENT_STREAM, {
      filter_subjects: Events.quotesRefreshed.type,
      deliver_policy: DeliverPolicy.LastPerSubject,
    });
    const message = await consumer.next({ expires: 5_000 });
    expect(message?.subject).toBe('quotes.refreshed.v1');
    const event = decodeEvent(message!);
    expect(message!.headers?.get('Nats-Msg-Id')).toBe(event.id);
    const refreshed = event.data as QuotesRefreshed;
    const reply = await listQuotes();
    expect(refreshed.asOf).toEqual(reply.asOf);
    expect(refreshed.quotes).toEqual(reply.quotes);
  });

  it.each<[string, ProviderMode, ProviderFailureReason]>([
    ['slow', { mode: 'slow', delayMs: 5_000 }, 'timeout'],
    ['failing', { mode: 'fail' }, 'refused'],
    ['answering garbage', { mode: 'garbage' }, 'malformed'],
  ])('keeps the last good quotes and their as-of when the provider is %s, and counts the failure', async (_, mode, reason) => {
    const before: ListDelayedQuotesResponse = await listQuotes();
    const counted = await failuresCounted(reason);
    await setProviderMode(emulator.url, mode);

    const failure = refresh(reason);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ reason });

    expect(await listQuotes()).toEqual(before);
    expect(await failuresCounted(reason)).toBe(counted + 1);
    expect(await db.refreshRun.findFirst({ where: { jobId: `manual-${reason}` } })).toMatchObject({
      status: 'failed',
      error: expect.any(String),
    });
  });

  it('retries a failed refresh with backoff, and a retry that succeeds stores the quotes', async () => {
    const before = await listQuotes();
    const failures = await failuresCounted();
    await setProviderMode(emulator.url, { mode: 'fail' });
    // The options the service gives its own jobs: four attempts, 1, 2 and 4 s apart for this interval.
    await queue.add(REFRESH_JOB_NAME, { scheduledFor: nextSlot().getTime() }, { jobId: 'retried', ...retryOptions(EVERY_MS) });

    await eventually('two failed attempts', async () => {
      const run = await db.refreshRun.findFirst({ where: { jobId: 'retried' } });
      return run && run.status === 'failed' && run.attempts >= 2 ? run : undefined;
    });
    await setProviderMode(emulator.url, { mode: 'normal' });
    const outcome = await eventually('the retried job', async () => {
      const job = await queue.getJob('retried');
      return job?.finishedOn ? job.returnvalue : undefined;
    });

    expect(outcome).toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length, stored: TAPE_LISTINGS.length });
    const run = await db.refreshRun.findFirst({ where: { jobId: 'retried' } });
    expect(run).toMatchObject({ status: 'succeeded', quoteCount: TAPE_LISTINGS.length });
    expect(run!.attempts).toBeGreaterThanOrEqual(3);
    expect(await failuresCounted()).toBe(failures + run!.attempts - 1);
    const after = await listQuotes();
    expect(after.asOf!.seconds).toBeGreaterThanOrEqual(before.asOf!.seconds);
    expect(after.asOf).not.toEqual(before.asOf);
  }, 30_000);

  it('reads the provider’s other answer shape (B) into the same quotes', async () => {
    await setProviderMode(emulator.url, { mode: 'shapeB' });
    const frozenAt = Date.now();
    await setProviderClock(emulator.url, frozenAt);
    await expect(refresh('shape-b')).resolves.toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length });
    const fromShapeB = await listQuotes();

    await setProviderMode(emulator.url, { mode: 'normal' });
    await expect(refresh('shape-a')).resolves.toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length });
    const fromShapeA = await listQuotes();
    // The same market moment in both shapes: the same quotes (only the refresh's as-of moves).
    expect(fromShapeA.quotes).toEqual(fromShapeB.quotes);
  });

  it('never replaces a quote with an older one', async () => {
    const before = await listQuotes();
    await setProviderClock(emulator.url, Date.now() - DAY_MS);
    await expect(refresh('older')).resolves.toMatchObject({ kind: 'refreshed', fetched: TAPE_LISTINGS.length, stored: 0 });
    expect(await listQuotes()).toEqual(before);
  });
});
