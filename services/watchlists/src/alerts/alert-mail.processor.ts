import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DelayedError, Worker, type Job } from 'bullmq';
import { queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import { ALERT_MAIL_QUEUE, type AlertMailJobData } from './alert-mail.queue.js';
import { AlertMailService, type AlertMailOutcome } from './alert-mail.service.js';

/**
 * A job's lock is renewed every half of this while its mail is sent. A worker that dies stops
 * renewing: within this plus one stalled check, another worker takes its jobs over.
 */
const LOCK_MS = 15_000;

/** The alert mail worker: ALERT_MAIL_CONCURRENCY mails in flight, each over a connection of the SMTP pool. */
@Injectable()
export class AlertMailProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AlertMailProcessor.name);
  private worker: Worker<AlertMailJobData, AlertMailOutcome> | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: WatchlistsEnv,
    private readonly mails: AlertMailService,
  ) {}

  onApplicationBootstrap() {
    this.worker = new Worker<AlertMailJobData, AlertMailOutcome>(ALERT_MAIL_QUEUE, (job, token) => this.process(job, token), {
      ...queueOptions(this.config, ALERT_MAIL_QUEUE),
      concurrency: this.config.ALERT_MAIL_CONCURRENCY,
      lockDuration: LOCK_MS,
      stalledInterval: LOCK_MS,
      maxStalledCount: 3,
    });
    this.worker.on('error', (error) => this.logger.warn(`alert mail worker: ${error.message}`));
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        void this.mails
          .giveUp(job.data, error.message)
          .catch((markError: Error) => this.logger.warn(`could not mark a failed alert mail: ${markError.message}`));
    });
  }

  // Before the SMTP pool and the database close (AlertMailerModule): mails in flight finish and are recorded.
  async onModuleDestroy() {
    await this.worker?.close();
  }

  private async process(job: Job<AlertMailJobData>, token?: string): Promise<AlertMailOutcome> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const outcome = await this.mails.deliver(job.data, finalAttempt);
    if (outcome.kind === 'busy') {
      // The sync's other parts, or another worker holding the mail: look again later, without spending an attempt.
      await job.moveToDelayed(outcome.retryAt.getTime(), token);
      throw new DelayedError();
    }
    return outcome;
  }
}
