import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { briefingMetrics } from './briefing-metrics.js';
import { BriefingPreparationService, type PreparationOutcome } from './briefing-preparation.service.js';
import { BRIEFING_QUEUE, BRIEFING_SCHEDULER_ID, PREPARE_JOB, scheduledTimeOf, type PrepareJobData } from './briefing-schedule.js';

const KEEP_FINISHED_JOBS = { count: 20 };
/** A preparation that fails (the database away) is tried again soon: the recipients wait for it. */
const PREPARE_RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 30_000 } };

/**
 * The weekly job scheduler (a cron pattern in the briefing's zone, so each week is one job id that
 * every replica's upsert agrees on) and the worker that prepares each briefing.
 */
@Injectable()
export class BriefingSchedulerProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BriefingSchedulerProcessor.name);
  private queue: Queue<PrepareJobData> | undefined;
  private worker: Worker<PrepareJobData, PreparationOutcome> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
    private readonly preparation: BriefingPreparationService,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, BRIEFING_QUEUE);
    this.queue = new Queue<PrepareJobData>(BRIEFING_QUEUE, options);
    this.worker = new Worker<PrepareJobData, PreparationOutcome>(BRIEFING_QUEUE, (job) => this.process(job), {
      ...options,
      concurrency: 1,
    });
    this.queue.on('error', (error) => this.logger.warn(`briefing queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`briefing worker: ${error.message}`));
    // Again after each reconnection: a Redis that restarts empty has forgotten the scheduler.
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () => this.schedule(queue),
      (error) => this.logger.error(`could not schedule the weekly briefing: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  private async schedule(queue: Queue<PrepareJobData>): Promise<void> {
    const { BRIEFING_CRON: pattern, BRIEFING_TIME_ZONE: tz } = this.config;
    await queue.upsertJobScheduler(
      BRIEFING_SCHEDULER_ID,
      { pattern, tz },
      { name: PREPARE_JOB, opts: { ...PREPARE_RETRIES, removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS } },
    );
    await this.reportNextRun(queue);
    this.logger.log(`weekly briefing scheduled at "${pattern}" ${tz}`);
  }

  private async reportNextRun(queue: Queue<PrepareJobData>): Promise<void> {
    const scheduler = await queue.getJobScheduler(BRIEFING_SCHEDULER_ID);
    if (scheduler?.next) briefingMetrics.nextRun.set(scheduler.next / 1000);
  }

  private async process(job: Job<PrepareJobData>): Promise<PreparationOutcome> {
    const outcome = await this.preparation.prepare(scheduledTimeOf(job));
    if (this.queue) await this.reportNextRun(this.queue).catch(() => undefined);
    return outcome;
  }
}
