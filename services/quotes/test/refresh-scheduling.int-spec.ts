import { TAPE_LISTINGS } from '../src/refresh/quoted-listings.js';
import { createTestDatabase, startPrivateNats, type TestDatabase } from '@mc/runtime/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { startMarketDataEmulator, type RunningMarketDataEmulator } from '../../../test/emulators/market-data/server.js';
import type { QuotesEnv } from '../src/config/env.js';
import type { RefreshRun } from '../src/generated/prisma/client.js';
import { PrismaService } from '../src/prisma/prisma.service.js';
import type { RefreshOutcome } from '../src/refresh/quotes-refresh.service.js';
import { REFRESH_JOB_NAME, REFRESH_QUEUE, type RefreshJobData } from '../src/refresh/refresh-schedule.js';
import {
  deleteQueueKeys,
  eventually,
  PRISMA_DIR,
  providerRequests,
  quotesConfig,
  REDIS_URL,
  startQuotes,
  uniqueQueuePrefix,
} from './quotes-harness.js';

const EVERY_MS = 1_000;

/** The BullMQ job scheduler on real Redis: on time, through lost connections, with two replicas. */
describe('refresh scheduling', () => {
  let database: TestDatabase;
  let nats: Awaited<ReturnType<typeof startPrivateNats>>;
  let emulator: RunningMarketDataEmulator;
  let config: QuotesEnv;
  let db: PrismaService;
  let backfilledAt: Date;
  const replicas: NestFastifyApplication[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(PRISMA_DIR, 'quotes');
    nats = await startPrivateNats(24283);
    emulator = await startMarketDataEmulator({ port: 0, apiKey: 'integration-test-key' });
    config = quotesConfig({
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      MARKET_DATA_URL: emulator.url,
      QUEUE_PREFIX: uniqueQueuePrefix('quotes-scheduling'),
      QUOTES_REFRESH_MS: EVERY_MS,
    });
    db = new PrismaService(config);
    replicas.push(await startQuotes(config));
    // The emulator runs in this process: building the start-up backfill's two years of daily bars
    // holds the event loop for seconds, which no production provider does. The slots are measured after it.
    await eventually(
      'the daily-bars backfill',
      async () => ((await db.dailyBarCoverage.count()) === TAPE_LISTINGS.length ? true : undefined),
      50_000,
    );
    backfilledAt = new Date();
  }, 60_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await db?.$disconnect();
    await emulator?.close();
    await nats?.stop();
    await database?.drop();
    await deleteQueueKeys(config.QUEUE_PREFIX);
  }, 30_000);

  const succeededRuns = () => db.refreshRun.findMany({ where: { status: 'succeeded' }, orderBy: { scheduledFor: 'asc' } });
  const schedulerRuns = async () =>
    (await succeededRuns()).filter((run) => run.jobId.startsWith('repeat:') && run.scheduledFor > backfilledAt);
  const atLeast = (count: number, runs: RefreshRun[]) => (runs.length >= count ? runs : undefined);

  it('refreshes once per interval, on the scheduler’s slots and never before them', async () => {
    const runs = await eventually('three scheduled refreshes', async () => atLeast(3, await schedulerRuns()));
    const slots = runs.map((run) => run.scheduledFor.getTime());
    for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBe(EVERY_MS);
    for (const run of runs) {
      expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(run.scheduledFor.getTime());
      expect(run.quoteCount).toBe(TAPE_LISTINGS.length);
    }
  }, 30_000);

  it('keeps refreshing after its Redis connections are cut', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      // The machine's Redis is shared: cut only this replica's connections, not the server.
      const clients = (await redis.client('LIST')) as string;
      const ours = clients
        .split('\n')
        .filter((line) => line.includes(` name=${config.QUEUE_PREFIX}:`))
        .map((line) => line.match(/^id=(\d+)/)![1]);
      expect(ours.length).toBeGreaterThanOrEqual(2);
      const cutAt = Date.now();
      for (const id of ours) await redis.client('KILL', 'ID', id);
      await eventually('two refreshes after the cut', async () =>
        atLeast(
          2,
          (await schedulerRuns()).filter((run) => run.scheduledFor.getTime() > cutAt),
        ),
      );
    } finally {
      redis.disconnect();
    }
  }, 30_000);

  it('never lets two replicas run the same refresh', async () => {
    replicas.push(await startQuotes(config));
    const queue = new Queue<RefreshJobData, RefreshOutcome>(REFRESH_QUEUE, {
      connection: { url: REDIS_URL },
      prefix: config.QUEUE_PREFIX,
    });
    try {
      // Two jobs for one refresh (10 ms apart, far from any scheduler slot), one per idle worker.
      const slot = Date.now() + 3_600_000;
      await Promise.all([
        queue.add(REFRESH_JOB_NAME, { scheduledFor: slot }, { jobId: 'same-refresh-a' }),
        queue.add(REFRESH_JOB_NAME, { scheduledFor: slot + 10 }, { jobId: 'same-refresh-b' }),
      ]);
      const outcomes = await Promise.all(
        ['same-refresh-a', 'same-refresh-b'].map((id) =>
          eventually(`job ${id}`, async () => {
            const job = await queue.getJob(id);
            return job?.finishedOn ? job.returnvalue : undefined;
          }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['refreshed', 'skipped']);

      // Then both replicas side by side for a few slots.
      const since = Date.now();
      await eventually('three refreshes with two replicas', async () =>
        atLeast(
          3,
          (await schedulerRuns()).filter((run) => run.scheduledFor.getTime() > since),
        ),
      );
    } finally {
      await queue.close();
    }
    for (const replica of replicas.splice(0)) await replica.close();

    // Every claimed attempt asked the provider once per batch of 50 (a request per 50 quoted symbols);
    // a refresh that another job had already run or was running asked nothing.
    const runs = await db.refreshRun.findMany({ orderBy: { scheduledFor: 'asc' } });
    const attempts = runs.reduce((sum, run) => sum + run.attempts, 0);
    expect(await providerRequests(emulator.url)).toBe(Math.ceil(TAPE_LISTINGS.length / 50) * attempts);
    // No refresh was done twice. A failed attempt may stand next to the job that then did its
    // refresh (on a loaded host, a store once waited past Prisma's 2 s to start its transaction).
    const slots = (await succeededRuns()).map((run) => run.scheduledFor.getTime());
    for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBeGreaterThanOrEqual(EVERY_MS / 2);
  }, 60_000);
});
