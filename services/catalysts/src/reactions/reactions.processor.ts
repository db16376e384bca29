import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { keepJobSchedulers, LeaseBusyError, Leases, queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { CatalystsEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { ReactionsRefreshService, type ReactionsOutcome } from './reactions-refresh.service.js';

const REACTIONS_QUEUE = 'reactions';
const REACTIONS_JOB_NAME = 'refresh';
const REACTIONS_SCHEDULER_ID = 'reactions-refresh';
const JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 30_000 },
  removeOnComplete: { count: 100 },
  removeOnFail: { count: 100 },
};
/** One refresh at a time across replicas. */
const REFRESH_LEASE = { key: 'catalysts-reactions', timing: { ttlMs: 120_000, waitMs: 0 } };

/**
 * The reactions' BullMQ side: every REACTIONS_REFRESH_MS (30 minutes: a session's bars are in quotes
 * 15 minutes after its close, so a reaction is measured within the hour after it) and once at start-up.
 * A run with nothing pending costs one query and the expected moves' recomputation.
 */
@Injectable()
export class ReactionsProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReactionsProcessor.name);
  private readonly leases: Leases;
  private queue: Queue | undefined;
  private worker: Worker<unknown, ReactionsOutcome | { skipped: 'busy' }> | undefined;
  private scheduling: (() => Promise<void>) | undefined;

  constructor(
    @Inject(SERVICE_ENV) private readonly config: CatalystsEnv,
    private readonly refresh: ReactionsRefreshService,
    prisma: PrismaService,
  ) {
    this.leases = new Leases(prisma);
  }

  onApplicationBootstrap() {
    const options = queueOptions(this.config, 'catalysts-reactions');
    this.queue = new Queue(REACTIONS_QUEUE, options);
    this.worker = new Worker(REACTIONS_QUEUE, () => this.run(), { ...options, concurrency: 1 });
    this.queue.on('error', (error) => this.logger.warn(`reactions queue: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`reactions worker: ${error.message}`));
    const queue = this.queue;
    this.scheduling = keepJobSchedulers(
      queue,
      () => this.schedule(queue),
      (error) => this.logger.error(`could not schedule the reactions: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.worker?.close();
    await this.queue?.close();
    await this.scheduling?.();
  }

  private async run(): Promise<ReactionsOutcome | { skipped: 'busy' }> {
    try {
      return await this.leases.hold(REFRESH_LEASE.key, REFRESH_LEASE.timing, () => this.refresh.refresh());
    } catch (error) {
      if (!(error instanceof LeaseBusyError)) throw error;
      return { skipped: 'busy' };
    }
  }

  private async schedule(queue: Queue): Promise<void> {
    const job = { name: REACTIONS_JOB_NAME, opts: JOB_OPTIONS };
    await queue.upsertJobScheduler(REACTIONS_SCHEDULER_ID, { every: this.config.REACTIONS_REFRESH_MS }, job);
    const startup = `startup-reactions-${Math.floor(Date.now() / this.config.REACTIONS_REFRESH_MS)}`;
    await queue.add(REACTIONS_JOB_NAME, {}, { ...JOB_OPTIONS, jobId: startup });
  }
}
