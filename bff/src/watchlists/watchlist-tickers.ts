import { Injectable, Logger, NotFoundException, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Events, WatchlistsService } from '@mc/proto';
import { followEvents, InvalidatableCache, type EventFollower } from '@mc/runtime';
import { EventFeed } from '../clients/event-feed.js';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';

interface KeptList {
  ownerId: number;
  tickers: string[];
}

/** Room for every list read in the last minutes (a list is a few hundred bytes). */
const MAX_LISTS = 50_000;
/** Bounds how long a missed event can leave a list's tickers stale (the bff follows without a durable consumer). */
const TTL_MS = 5 * 60_000;

/**
 * Each watch list's tickers as the calendars' `watchlist={id}` filter reads them: asked of the
 * watchlists service once, kept until watchlists.list.changed.v1 says the list changed (or this
 * replica changed it: `forget`). Followed from the next event on; while not following, nothing is
 * kept and every request asks the service. Another owner's list is never kept under the asker.
 */
@Injectable()
export class WatchlistTickers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WatchlistTickers.name);
  private readonly lists = new InvalidatableCache<KeptList>({ maxEntries: MAX_LISTS, ttlMs: TTL_MS });
  private follower: EventFollower | undefined;

  constructor(
    private readonly services: ServiceClients,
    private readonly events: EventFeed,
  ) {
    this.lists.pause();
  }

  onApplicationBootstrap() {
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.watchlistChanged],
      from: 'next',
      onEvent: (changed) => this.forget(changed.data.watchlistId),
      onGap: () => this.lists.clear(),
      onFollowing: (following) => (following ? this.lists.resume() : this.lists.pause()),
      log: (message) => this.logger.warn(`${message}; watch lists asked of the service meanwhile`),
    });
  }

  async onApplicationShutdown() {
    await this.follower?.stop();
  }

  /** The tickers of the owner's list `id`; DRF's 404 when it is not theirs or not there. */
  async tickersOf(ownerId: number, id: number): Promise<string[]> {
    const key = String(id);
    const list = await this.lists.fetch(key, key, async () => {
      const reply = await this.services.watchlists.call(WatchlistsService.method.getWatchlist, { ownerId, id });
      const found = unwrap(reply.outcome);
      return { ownerId: found.ownerId, tickers: found.tickers };
    });
    if (list.ownerId !== ownerId) throw new NotFoundException({ detail: 'Not found.' });
    return list.tickers;
  }

  forget(id: number): void {
    this.lists.invalidate(String(id));
  }
}
