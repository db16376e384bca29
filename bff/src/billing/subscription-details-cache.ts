import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Events } from '@mc/proto';
import { followEvents, InvalidatableCache, type EventFollower } from '@mc/runtime';
import { EventFeed } from '../clients/event-feed.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';

/**
 * Each subscriber's `GET /api/get-subscription-details/` answer, serialized, kept until billing says
 * the block changed (billing.details.changed.v1, told in the transaction of every webhook's store),
 * or this replica's own subscription call changed it (`forget`). Followed from the next event on
 * (followEvents); while not following, nothing is kept and every request asks billing.
 */
@Injectable()
export class SubscriptionDetailsCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SubscriptionDetailsCache.name);
  private readonly answers: InvalidatableCache<PreparedAnswer>;
  private follower: EventFollower | undefined;

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly events: EventFeed,
  ) {
    this.answers = new InvalidatableCache<PreparedAnswer>({
      maxEntries: config.SUBSCRIPTION_DETAILS_CACHE_MAX_ENTRIES,
      ttlMs: config.SUBSCRIPTION_DETAILS_CACHE_TTL_MS,
    });
    // Until the follower follows: a change could go unseen.
    this.answers.pause();
  }

  onApplicationBootstrap() {
    if (this.config.SUBSCRIPTION_DETAILS_CACHE_TTL_MS <= 0) return;
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.billingDetailsChanged],
      from: 'next',
      onEvent: (changed) => this.forget(changed.data.userId),
      onGap: () => this.answers.clear(),
      onFollowing: (following) => (following ? this.answers.resume() : this.answers.pause()),
      log: (message) => this.logger.warn(`${message}; subscription details asked of billing meanwhile`),
    });
  }

  async onApplicationShutdown() {
    await this.follower?.stop();
  }

  /** The user's answer kept, else the one `load` gives (kept unless their details change meanwhile). */
  answer(userId: number, load: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
    const user = String(userId);
    return this.answers.fetch(user, user, load);
  }

  /** The user's answer if kept, without asking billing (SubscriptionDetailsFastPath). */
  kept(userId: number): PreparedAnswer | undefined {
    return this.answers.get(String(userId));
  }

  /** The user's details changed (an event, or a call of theirs through this replica). */
  forget(userId: number): void {
    this.answers.invalidate(String(userId));
  }
}
