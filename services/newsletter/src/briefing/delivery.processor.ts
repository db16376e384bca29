import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, Worker, type Job } from 'bullmq';
import { queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { DELIVERY_QUEUE, type DeliveryJobData } from './briefing-schedule.js';
import { DeliveryService, type DeliveryOutcome } from './delivery.service.js';

/**
 * A job's lock is renewed every half of this while its mail is sent. A worker that dies (SIGKILL,
 * out of memory) stops renewing: within this plus one stalled check, another worker takes its
 * jobs over.
 */
const LOCK_MS = 15_000;

/** The per-recipient worker: BRIEFING_CONCURRENCY mails in flight, each over a connection of the SMTP pool. */
@Injectable()
export class DeliveryProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliveryProcessor.name);
  private worker: Worker<DeliveryJobData, DeliveryOutcome> | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: NewsletterEnv,
    private readonly deliveries: DeliveryService,
  ) {}

  onApplicationBootstrap() {
    this.worker = new Worker<DeliveryJobData, DeliveryOutcome>(DELIVERY_QUEUE, (job, token) => this.process(job, token), {
      ...queueOptions(this.config, DELIVERY_QUEUE),
      concurrency: this.config.BRIEFING_CONCURRENCY,
      lockDuration: LOCK_MS,
      stalledInterval: LOCK_MS,
      // A job whose worker died more than this often is failed rather than tried forever (giveUp marks it).
      maxStalledCount: 3,
    });
    this.worker.on('error', (error) => this.logger.warn(`delivery worker: ${error.message}`));
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        void this.deliveries
          .giveUp(job.data, error.message)
          .catch((markError: Error) => this.logger.warn(`could not mark a failed delivery: ${markError.message}`));
    });
  }

  // Before the SMTP pool and the database close (see BriefingMailModule): mails in flight finish
  // and are recorded; the jobs not started stay queued for the next worker.
  async onModuleDestroy() {
    await this.worker?.close();
  }

  private async process(job: Job<DeliveryJobData>, token?: string): Promise<DeliveryOutcome> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const outcome = await this.deliveries.deliver(job.data, finalAttempt);
    if (outcome.kind === 'busy') {
      // Another worker holds the mail: look again once its lease ends, without spending an attempt.
      await job.moveToDelayed(outcome.retryAt.getTime(), token);
      throw new DelayedError();
    }
    return outcome;
  }
}
