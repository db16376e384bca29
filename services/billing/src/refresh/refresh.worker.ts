import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Counter } from 'prom-client';
import { PrismaService } from '../prisma/prisma.service.js';
import { refreshKey } from './refresh-keys.js';
import { RefreshQueue, type ClaimedRefresh } from './refresh-queue.js';
import { StripeRefresher } from './stripe-refresher.js';

const refreshes = new Counter({
  name: 'billing_stripe_refreshes_total',
  help: 'Stripe objects re-read after webhooks, by outcome',
  labelNames: ['outcome'],
});

/** Refreshes one replica runs at once: each is a few Stripe reads, and Stripe allows 100 requests a second per account. */
const CONCURRENCY = 8;
/** How often a replica looks for refreshes nobody kicked it for (backoffs ending, another replica's crash). */
const POLL_MS = 1_000;
/** How often a replica forgets webhook event ids old enough that Stripe can no longer redeliver them. */
const PRUNE_MS = 60 * 60 * 1_000;

/**
 * Works through `pending_refreshes` on every replica: kicked by the webhook that marked a row, and
 * polling for rows that came due later. At start-up it also queues, once, every subscription
 * stored before billing kept its details and invoices.
 */
@Injectable()
export class RefreshWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RefreshWorker.name);
  private readonly holder = randomUUID();
  private readonly running = new Set<Promise<void>>();
  private poller: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly queue: RefreshQueue,
    private readonly refresher: StripeRefresher,
    private readonly prisma: PrismaService,
  ) {}

  async onApplicationBootstrap() {
    const unread = await this.prisma.subscription.findMany({ where: { detailsReadAt: null }, select: { id: true } });
    await this.queue.markIfAbsent(unread.map((row) => refreshKey('history', row.id)));
    if (unread.length) this.logger.log(`loading the details and invoices of ${unread.length} subscriptions stored earlier`);
    this.poller = setInterval(() => this.kick(), POLL_MS);
    this.pruner = setInterval(() => void this.forgetOldEvents(), PRUNE_MS);
    this.kick();
  }

  async onApplicationShutdown() {
    this.stopping = true;
    clearInterval(this.poller);
    clearInterval(this.pruner);
    await Promise.allSettled([...this.running]);
  }

  /**
   * Starts one more loop through due refreshes (up to CONCURRENCY); a loop that finds work starts
   * another, so a burst fans out while an idle replica asks once per poll.
   */
  kick(): void {
    if (this.stopping || this.running.size >= CONCURRENCY) return;
    const loop = this.drain().finally(() => this.running.delete(loop));
    this.running.add(loop);
  }

  private async drain(): Promise<void> {
    try {
      for (
        let claimed = await this.queue.claim(this.holder);
        claimed && !this.stopping;
        claimed = await this.queue.claim(this.holder)
      ) {
        this.kick();
        await this.run(claimed);
      }
    } catch (error) {
      // The database is away: the poller tries again in a second.
      this.logger.warn(`could not claim a refresh: ${(error as Error).message}`);
    }
  }

  private async forgetOldEvents(): Promise<void> {
    try {
      const forgotten = await this.queue.forgetOldEvents();
      if (forgotten) this.logger.log(`forgot ${forgotten} webhook event ids older than 30 days`);
    } catch (error) {
      this.logger.warn(`could not forget old webhook event ids: ${(error as Error).message}`);
    }
  }

  private async run(claimed: ClaimedRefresh): Promise<void> {
    try {
      await this.refresher.refresh(claimed.key);
      await this.queue.finish(claimed, this.holder);
      refreshes.inc({ outcome: 'done' });
    } catch (error) {
      refreshes.inc({ outcome: 'retry' });
      this.logger.warn(
        `refreshing ${claimed.key} failed (attempt ${claimed.attempts + 1}), will retry: ${(error as Error).message}`,
      );
      await this.queue.retryLater(claimed, this.holder);
    }
  }
}
