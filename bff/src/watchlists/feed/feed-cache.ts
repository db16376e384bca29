import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Events } from '@mc/proto';
import { followEvents, InvalidatableCache, type EventFollower } from '@mc/runtime';
import { EventFeed } from '../../clients/event-feed.js';
import type { BuiltFeed } from './feed-builder.js';
import { FeedRowVersions } from './feed-row-versions.js';

/** A feed of 200 tickers is a few hundred KB at most; this keeps the busy ones. */
const MAX_FEEDS = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Bounds how long a missed event can leave a feed stale. */
const TTL_MS = 15 * 60_000;

/**
 * Built feeds, by list (and the list's last change, and the day: the window moves daily), until
 * catalysts.calendar.changed.v1 (any calendar: every feed may hold its rows) or
 * watchlists.list.changed.v1 (that list) says they changed; and, from the same events, the rows'
 * versions per symbol (FeedRowVersions). While not following, nothing is kept.
 */
@Injectable()
export class FeedCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FeedCache.name);
  private readonly feeds = new InvalidatableCache<BuiltFeed>({
    maxEntries: MAX_FEEDS,
    maxBytes: MAX_BYTES,
    bytesOf: (feed) => feed.body.length,
    ttlMs: TTL_MS,
  });
  private follower: EventFollower | undefined;

  constructor(
    private readonly events: EventFeed,
    private readonly rowVersions: FeedRowVersions,
  ) {
    this.feeds.pause();
  }

  onApplicationBootstrap() {
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.calendarChanged, Events.watchlistChanged],
      from: 'next',
      onEvent: ({ data }) => {
        if ('watchlistId' in data) return this.feeds.invalidate(String(data.watchlistId));
        this.feeds.clear();
        this.rowVersions.calendarChanged(data);
      },
      onGap: () => {
        this.feeds.clear();
        this.rowVersions.clear();
      },
      onFollowing: (following) => {
        for (const cache of [this.feeds, this.rowVersions]) {
          if (following) cache.resume();
          else cache.pause();
        }
      },
      log: (message) => this.logger.warn(`${message}; calendar feeds built uncached meanwhile`),
    });
  }

  async onApplicationShutdown() {
    await this.follower?.stop();
  }

  feed(listId: number, version: string, build: () => Promise<BuiltFeed>): Promise<BuiltFeed> {
    return this.feeds.fetch(`${listId}|${version}`, String(listId), build);
  }
}
