import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { queueOptions, SERVICE_ENV } from '@mc/runtime';
import type { NewsletterEnv } from '../config/env.js';
import { DELIVERY_JOB, DELIVERY_QUEUE, deliveryJobId, deliveryRetryOptions, type DeliveryJobData } from './briefing-schedule.js';

/** Redis round trips stay few and each bounded: 5,000 recipients are ten calls. */
const BATCH = 500;
/** Give-ups stay visible to an operator for a while; sent mails are recorded in the database already. */
const KEEP_FAILED_JOBS = { count: 1_000 };

/** Adds the per-recipient jobs of a briefing; their ids make adding them again harmless. */
@Injectable()
export class DeliveryQueue implements OnModuleDestroy {
  private readonly logger = new Logger(DeliveryQueue.name);
  private readonly queue: Queue<DeliveryJobData>;
  private readonly retry: ReturnType<typeof deliveryRetryOptions>;

  constructor(@Inject(SERVICE_ENV) config: NewsletterEnv) {
    this.queue = new Queue<DeliveryJobData>(DELIVERY_QUEUE, queueOptions(config, `${DELIVERY_QUEUE}-producer`));
    this.queue.on('error', (error) => this.logger.warn(`delivery queue: ${error.message}`));
    this.retry = deliveryRetryOptions(config.BRIEFING_RETRY_MS);
  }

  async enqueue(briefingFor: Date, subscriberIds: readonly string[]): Promise<void> {
    for (let start = 0; start < subscriberIds.length; start += BATCH) {
      await this.queue.addBulk(
        subscriberIds.slice(start, start + BATCH).map((subscriberId) => {
          const data = { briefingFor: briefingFor.getTime(), subscriberId };
          return {
            name: DELIVERY_JOB,
            data,
            opts: { ...this.retry, jobId: deliveryJobId(data), removeOnComplete: true, removeOnFail: KEEP_FAILED_JOBS },
          };
        }),
      );
    }
  }

  async onModuleDestroy() {
    await this.queue.close();
  }
}
