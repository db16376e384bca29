import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Events } from '@mc/proto';
import { followEvents, type EventFollower } from '@mc/runtime';
import { Gauge } from 'prom-client';
import { EventFeed } from '../clients/event-feed.js';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import type { Authentication } from './authenticator.js';
import { TokenCache } from './token-cache.js';

const remembering = new Gauge({
  name: 'bff_authentications_remembered',
  help: '1 while this replica follows account changes and so remembers authentications, 0 while it asks identity every time',
});

/**
 * The events after which an authentication the bff remembers may be wrong: identity's
 * identity.account.changed.v1 (tokens ended, entitlement stored) and billing's
 * billing.subscription.changed.v1. Every replica follows them from the next one on (followEvents:
 * a replica that starts remembers nothing yet), and forgets the user's authentications on each.
 * While the feed is not following, a change could be missed: the cache is disabled (emptied, and
 * nothing is kept) until it follows again.
 */
@Injectable()
export class AccountChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountChangeFeed.name);
  private follower: EventFollower | undefined;

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly cache: TokenCache<Authentication>,
    private readonly events: EventFeed,
  ) {}

  onApplicationBootstrap() {
    if (this.config.AUTH_CACHE_TTL_MS <= 0) return;
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.accountChanged, Events.subscriptionChanged],
      from: 'next',
      onEvent: (change) => this.cache.forgetUser(change.data.userId),
      // Whose authentication changed is unknown: forget everyone's rather than keep a stale one.
      onGap: () => this.cache.clear(),
      onFollowing: (following) => {
        if (following) this.cache.enable();
        else this.cache.disable();
        remembering.set(following ? 1 : 0);
        this.logger.log(
          following ? 'following account changes: remembering authentications' : 'account changes cut off: remembering none',
        );
      },
      log: (message) => this.logger.warn(message),
    });
  }

  async onApplicationShutdown() {
    await this.follower?.stop();
  }
}
