import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { HousekeepingService, type HousekeepingResult } from './housekeeping.service.js';

export const HOUSEKEEPING_QUEUE = 'newsletter-housekeeping';
const SCHEDULER_ID = 'forget-unconfirmed';
/** Hourly, at a minute nothing else on the machine's cron tends to pick. */
const HOURLY = '23 * * * *';
const KEEP_FINISHED_JOBS = { count: 48 };

/** The hourly clean-up: a BullMQ job scheduler upserted by every replica (a cron pattern, so one job per hour). */
@Injectable()
export class HousekeepingProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(HousekeepingProcessor.name);
  private queue: Queue | undefined;
  private worker: Worker<unknown, HousekeepingResult> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
    private readonly housekeeping: HousekeepingService,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, HOUSEKEEPING_QUEUE);
    this.queue = new Queue(HOUSEKEEPING_QUEUE, options);
    this.worker = new Worker<unknown, HousekeepingResult>(HOUSEKEEPING_QUEUE, () => this.housekeeping.run(), {
      ...options,
      concurrency: 1,
    });
    // Both reconnect on their own; without a listener, an 'error' event would end the process.
    this.queue.on('error', (error) => this.logger.warn(`housekeeping queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`housekeeping worker: ${error.message}`));
    // Again after each reconnection: a Redis that restarts empty has forgotten the scheduler.
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      async () => {
        await queue.upsertJobScheduler(
          SCHEDULER_ID,
          { pattern: HOURLY },
          { name: SCHEDULER_ID, opts: { removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS } },
        );
      },
      (error) => this.logger.error(`could not schedule the hourly clean-up: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }
}
