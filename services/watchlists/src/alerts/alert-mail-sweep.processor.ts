import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { keepJobSchedulers, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';
import { AlertMailQueue } from './alert-mail.queue.js';
import { AlertMailsRepository } from './alert-mails.repository.js';

const SWEEP_QUEUE = 'watchlists-alert-mail-sweep';
const SWEEP_SCHEDULER_ID = 'alert-mail-sweep';
/** Every minute: a lost job's mail still leaves within the 5 minutes of issue 22 §2. */
const SWEEP_PATTERN = '* * * * *';
/** A mail this much older than its job's delay has lost its job (or its job is retrying: adding it again adds nothing). */
const LOST_AFTER_MS = 60_000;
const BATCH = 1_000;
/** Alerts and ended mails are kept this long (the feed's history). */
const KEEP_DAYS = 90;
const KEEP_FINISHED_JOBS = { count: 20 };

/**
 * Once a minute, on one worker (BullMQ's scheduler): adds again the job of every alert mail not ended
 * whose job was lost (Redis away when the change arrived, a worker gone), and prunes old alerts.
 */
@Injectable()
export class AlertMailSweepProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AlertMailSweepProcessor.name);
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: WatchlistsEnv,
    private readonly mails: AlertMailsRepository,
    private readonly jobs: AlertMailQueue,
  ) {}

  onApplicationBootstrap() {
    const options = queueOptions(this.config, SWEEP_QUEUE);
    this.queue = new Queue(SWEEP_QUEUE, options);
    this.worker = new Worker(SWEEP_QUEUE, () => this.sweep(), { ...options, concurrency: 1 });
    this.queue.on('error', (error) => this.logger.warn(`alert mail sweep queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`alert mail sweep worker: ${error.message}`));
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () =>
        queue
          .upsertJobScheduler(
            SWEEP_SCHEDULER_ID,
            { pattern: SWEEP_PATTERN },
            { name: 'sweep', opts: { removeOnComplete: KEEP_FINISHED_JOBS, removeOnFail: KEEP_FINISHED_JOBS } },
          )
          .then(() => undefined),
      (error) => this.logger.error(`could not schedule the alert mail sweep: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  async sweep(now = new Date()): Promise<{ requeued: number; pruned: number }> {
    const lost = await this.mails.unfinished(new Date(now.getTime() - this.config.ALERT_MAIL_DELAY_MS - LOST_AFTER_MS), BATCH);
    const bySync = new Map<string, number[]>();
    for (const { syncId, ownerId } of lost) {
      const owners = bySync.get(syncId);
      if (owners) owners.push(ownerId);
      else bySync.set(syncId, [ownerId]);
    }
    for (const [syncId, ownerIds] of bySync) await this.jobs.enqueue(ownerIds, syncId, 0);
    const pruned = await this.mails.prune(now, KEEP_DAYS, BATCH);
    if (lost.length) this.logger.log(`alert mail sweep: ${lost.length} mails whose job was lost queued again`);
    return { requeued: lost.length, pruned };
  }
}
