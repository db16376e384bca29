import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { keepJobSchedulers, SERVICE_ENV } from '@mc/runtime';
import { Queue, Worker, type Job } from 'bullmq';
import { COMPANIES, CompanyRefreshService, type CompanyRefreshOutcome } from '../companies/company-refresh.service.js';
import type { CatalystsEnv } from '../config/env.js';
import { CalendarSyncService, type SyncOutcome } from './calendar-sync.service.js';
import {
  isDue,
  isSyncTarget,
  retryOptions,
  schedulerId,
  startupJobId,
  SYNC_JOB_NAME,
  SYNC_QUEUE,
  SYNC_TARGETS,
  type SyncJobData,
  type SyncTarget,
} from './sync-schedule.js';
import { SyncLeaseRepository } from './sync-lease.repository.js';

/** Enough finished jobs to look into. */
const KEEP_FINISHED_JOBS = { count: 200 };
/** Calendars sync side by side on one replica; the lease keeps each calendar to one sync anywhere. */
const WORKER_CONCURRENCY = 3;

/**
 * The BullMQ side of the syncs: every replica upserts one job scheduler per calendar and one for
 * the company profiles (same ids and intervals, which BullMQ 6 applies idempotently) and runs a
 * worker. Which replica's worker gets a job does not matter: a sync takes its calendar's lease.
 */
@Injectable()
export class CalendarSyncProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CalendarSyncProcessor.name);
  private queue: Queue<SyncJobData> | undefined;
  private worker: Worker<SyncJobData, SyncOutcome | CompanyRefreshOutcome> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: CatalystsEnv,
    private readonly calendars: CalendarSyncService,
    private readonly companies: CompanyRefreshService,
    private readonly leases: SyncLeaseRepository,
  ) {}

  onApplicationBootstrap() {
    // `maxRetriesPerRequest: null` as BullMQ needs on a worker; on the queue it makes scheduling
    // wait out a Redis outage. The name makes the connections easy to find in CLIENT LIST.
    const options = {
      connection: {
        url: this.config.REDIS_URL,
        maxRetriesPerRequest: null,
        connectionName: `${this.config.QUEUE_PREFIX}:catalyst-sync`,
      },
      prefix: this.config.QUEUE_PREFIX,
    };
    this.queue = new Queue<SyncJobData>(SYNC_QUEUE, options);
    this.worker = new Worker<SyncJobData, SyncOutcome | CompanyRefreshOutcome>(SYNC_QUEUE, (job) => this.process(job), {
      ...options,
      concurrency: WORKER_CONCURRENCY,
    });
    // Both reconnect on their own; without a listener, an 'error' event would end the process.
    this.queue.on('error', (error) => this.logger.warn(`sync queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`sync worker: ${error.message}`));
    this.logger.log(`calendars from ${this.config.MARKET_DATA_URL}, synced every ${this.config.CATALYSTS_SYNC_MS} ms`);
    // In the background: the service answers from its database while Redis is away. Again after
    // each reconnection: a Redis that restarts empty has forgotten the schedulers.
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () => this.schedule(queue),
      (error) => this.logger.error(`could not schedule the syncs: ${error.message}`),
    );
  }

  // onModuleDestroy: Nest destroys dependants first, so a sync under way finishes on an open database.
  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  private everyMs(target: SyncTarget): number {
    return target === COMPANIES ? this.config.CATALYSTS_COMPANIES_MS : this.config.CATALYSTS_SYNC_MS;
  }

  private async schedule(queue: Queue<SyncJobData>): Promise<void> {
    const states = new Map((await this.leases.all()).map((state) => [state.name, state]));
    const now = new Date();
    for (const target of SYNC_TARGETS) {
      const every = this.everyMs(target);
      const opts = { ...retryOptions(every), removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS };
      await queue.upsertJobScheduler(schedulerId(target), { every }, { name: SYNC_JOB_NAME, data: { target }, opts });
      // A new scheduler runs its first job at once (BullMQ 6), an existing one at its next slot,
      // which may be a whole interval away: a calendar never synced (or too long ago) syncs now.
      // The company refresh keeps to its scheduler: syncs fetch the profiles still missing.
      if (target !== COMPANIES && isDue(states.get(target)?.lastSuccessAt, now, every))
        await queue.add(SYNC_JOB_NAME, { target }, { ...opts, jobId: startupJobId(target, now, every) });
    }
  }

  private process(job: Job<SyncJobData>): Promise<SyncOutcome | CompanyRefreshOutcome> {
    const { target } = job.data;
    // A job from an older release, or written by hand: nothing to run, and no retry helps.
    if (!isSyncTarget(target)) throw new Error(`sync job ${job.id} names no calendar: ${JSON.stringify(job.data)}`);
    return target === COMPANIES ? this.companies.refresh() : this.calendars.sync(target);
  }
}
