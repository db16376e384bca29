import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { EXCHANGE_TIME_ZONE } from '@mc/market-time';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import {
  AFTER_CLOSE_SCHEDULER_ID,
  afterClosePattern,
  DAILY_BARS_JOB_NAME,
  DAILY_BARS_QUEUE,
  NEW_TICKERS_SCHEDULER_ID,
} from './daily-bars-schedule.js';
import { DailyBarsSyncService, type SyncOutcome } from './daily-bars-sync.service.js';

/** A failed sync keeps what it stored; its retries ask for the rest, 30 s apart and doubling. */
const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 30_000 },
  removeOnComplete: { count: 100 },
  removeOnFail: { count: 100 },
};

/**
 * The BullMQ side of the daily bars: every replica upserts the two job schedulers (after each
 * close; every DAILY_BARS_NEW_TICKERS_MS for newly followed tickers) and adds a start-up sync,
 * which backfills on the first start. Every job runs the same idempotent sync, and the sync's
 * lease keeps two replicas from running it at once.
 */
@Injectable()
export class DailyBarsProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DailyBarsProcessor.name);
  private queue: Queue | undefined;
  private worker: Worker<unknown, SyncOutcome> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: QuotesEnv,
    private readonly sync: DailyBarsSyncService,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, 'quotes-daily-bars');
    this.queue = new Queue(DAILY_BARS_QUEUE, options);
    this.worker = new Worker<unknown, SyncOutcome>(DAILY_BARS_QUEUE, () => this.sync.sync(), { ...options, concurrency: 1 });
    // Both reconnect on their own; without a listener, an 'error' event would end the process.
    this.queue.on('error', (error) => this.logger.warn(`daily-bars queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`daily-bars worker: ${error.message}`));
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () => this.schedule(queue),
      (error) => this.logger.error(`could not schedule the daily bars: ${error.message}`),
    );
  }

  // onModuleDestroy, as the refresh's: a sync under way finishes while the database is still open.
  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  private async schedule(queue: Queue): Promise<void> {
    const job = { name: DAILY_BARS_JOB_NAME, opts: JOB_OPTIONS };
    await queue.upsertJobScheduler(AFTER_CLOSE_SCHEDULER_ID, { pattern: afterClosePattern(), tz: EXCHANGE_TIME_ZONE }, job);
    await queue.upsertJobScheduler(NEW_TICKERS_SCHEDULER_ID, { every: this.config.DAILY_BARS_NEW_TICKERS_MS }, job);
    // Replicas starting within one interval add the same job id, so BullMQ keeps one start-up sync.
    const startup = `startup-daily-bars-${Math.floor(Date.now() / this.config.DAILY_BARS_NEW_TICKERS_MS)}`;
    await queue.add(DAILY_BARS_JOB_NAME, {}, { ...JOB_OPTIONS, jobId: startup });
  }
}
