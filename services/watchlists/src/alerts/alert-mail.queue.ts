import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { WatchlistsEnv } from '../config/env.js';

export const ALERT_MAIL_QUEUE = 'watchlists-alert-mails';
export const ALERT_MAIL_JOB = 'alert-mail';

export interface AlertMailJobData {
  ownerId: number;
  syncId: string;
}

/** One job per owner and sync: adding it again (another part, the sweep) while it waits adds nothing. */
export const alertMailJobId = ({ ownerId, syncId }: AlertMailJobData) => `alert-mail-${syncId}-${ownerId}`;

/** A failed send is tried again after 30 s, 1 min, 2 min, 4 min. */
const RETRIES = { attempts: 5, backoff: { type: 'exponential' as const, delay: 30_000 } };
/** Give-ups stay visible to an operator for a while; sent mails are recorded in the database already. */
const KEEP_FAILED_JOBS = { count: 1_000 };
const ENQUEUE_BATCH = 500;

/** Adds the delayed job that mails an owner's alerts of a sync. */
@Injectable()
export class AlertMailQueue implements OnModuleDestroy {
  private readonly logger = new Logger(AlertMailQueue.name);
  private readonly queue: Queue<AlertMailJobData>;

  constructor(@Inject(SERVICE_ENV) config: WatchlistsEnv) {
    this.queue = new Queue<AlertMailJobData>(ALERT_MAIL_QUEUE, queueOptions(config, `${ALERT_MAIL_QUEUE}-producer`));
    this.queue.on('error', (error) => this.logger.warn(`alert mail queue: ${error.message}`));
  }

  /** Adds the jobs a few hundred at a time: a sync of 10,000 owners is not one Redis pipeline of 10,000 scripts. */
  async enqueue(ownerIds: readonly number[], syncId: string, delayMs: number): Promise<void> {
    for (let start = 0; start < ownerIds.length; start += ENQUEUE_BATCH)
      await this.add(ownerIds.slice(start, start + ENQUEUE_BATCH), syncId, delayMs);
  }

  private async add(ownerIds: readonly number[], syncId: string, delayMs: number): Promise<void> {
    await this.queue.addBulk(
      ownerIds.map((ownerId) => ({
        name: ALERT_MAIL_JOB,
        data: { ownerId, syncId },
        opts: {
          ...RETRIES,
          delay: delayMs,
          jobId: alertMailJobId({ ownerId, syncId }),
          removeOnComplete: true,
          removeOnFail: KEEP_FAILED_JOBS,
        },
      })),
    );
  }

  async onModuleDestroy() {
    await this.queue.close();
  }
}
