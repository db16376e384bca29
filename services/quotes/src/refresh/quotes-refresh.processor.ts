import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { QuotesRepository } from '../quotes/quotes.repository.js';
import { QuotesRefreshService, type RefreshOutcome } from './quotes-refresh.service.js';
import {
  REFRESH_JOB_NAME,
  REFRESH_QUEUE,
  REFRESH_SCHEDULER_ID,
  retryOptions,
  scheduledTimeOf,
  startupJobId,
  type RefreshJobData,
} from './refresh-schedule.js';

/** Enough finished jobs to look into, and to keep a start-up job's id taken for its interval. */
const KEEP_FINISHED_JOBS = { count: 100 };

/**
 * The BullMQ side of the refresh: every replica upserts the one job scheduler (the same id and
 * interval, which BullMQ 6 applies idempotently) and runs a worker. Which replica's worker gets a
 * job does not matter: the refresh itself claims its scheduled time (QuotesRefreshService).
 */
@Injectable()
export class QuotesRefreshProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(QuotesRefreshProcessor.name);
  private queue: Queue<RefreshJobData> | undefined;
  private worker: Worker<RefreshJobData, RefreshOutcome> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: QuotesEnv,
    private readonly refresh: QuotesRefreshService,
    private readonly quotes: QuotesRepository,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, 'quotes-refresh');
    this.queue = new Queue<RefreshJobData>(REFRESH_QUEUE, options);
    this.worker = new Worker<RefreshJobData, RefreshOutcome>(REFRESH_QUEUE, (job) => this.process(job), {
      ...options,
      concurrency: 1,
    });
    // Both reconnect on their own; without a listener, an 'error' event would end the process.
    this.queue.on('error', (error) => this.logger.warn(`refresh queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`refresh worker: ${error.message}`));
    this.logger.log(`delayed quotes from ${this.config.MARKET_DATA_URL}, refreshed every ${this.config.QUOTES_REFRESH_MS} ms`);
    // In the background: the service answers from its database while Redis is away. Again after
    // each reconnection: a Redis that restarts empty has forgotten the scheduler.
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () => this.schedule(queue),
      (error) => this.logger.error(`could not schedule the refresh: ${error.message}`),
    );
  }

  // onModuleDestroy rather than onApplicationShutdown: Nest destroys dependants first, so a
  // refresh under way finishes while the database connection is still open.
  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  private async schedule(queue: Queue<RefreshJobData>): Promise<void> {
    const every = this.config.QUOTES_REFRESH_MS;
    const jobOptions = { ...retryOptions(every), removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS };
    await queue.upsertJobScheduler(REFRESH_SCHEDULER_ID, { every }, { name: REFRESH_JOB_NAME, opts: jobOptions });

    // The scheduler's next slot may be up to an interval away: do not serve older quotes that long.
    const now = new Date();
    const lastRefreshedAt = await this.quotes.lastRefreshedAt();
    if (lastRefreshedAt && now.getTime() - lastRefreshedAt.getTime() < every) return;
    await queue.add(REFRESH_JOB_NAME, { scheduledFor: now.getTime() }, { ...jobOptions, jobId: startupJobId(now, every) });
    this.logger.log(`quotes ${lastRefreshedAt ? `from ${lastRefreshedAt.toISOString()}` : 'missing'}: refreshing now`);
  }

  private async process(job: Job<RefreshJobData>): Promise<RefreshOutcome> {
    // BullMQ gives every job an id; a missing one would be a BullMQ bug, not ours to paper over.
    if (job.id === undefined) throw new Error(`refresh job ${job.name} has no id`);
    return this.refresh.refresh(job.id, scheduledTimeOf(job));
  }
}
