import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { Events, QuotesService, type DelayedQuote } from '@mc/proto';
import { FOLLOW_RETRY, followEvents, type EventFollower } from '@mc/runtime';
import pRetry from 'p-retry';
import { EventFeed } from '../clients/event-feed.js';
import { ServiceClients } from '../clients/service-clients.js';
import { LatestTape, type TapeSnapshot } from './latest-tape.js';

/**
 * The ticker tape in memory. At start it asks the quotes service for the latest quotes, retrying
 * in the background until some arrive; all along it follows `quotes.refreshed.v1`, which carries
 * every quote, from the last refresh in the stream on (followEvents). Nothing to acknowledge or
 * remember, and nothing to drop after a gap: the next refresh brings every quote again, and
 * LatestTape ignores anything not newer than what it holds.
 */
@Injectable()
export class QuotesCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QuotesCache.name);
  private readonly tape = new LatestTape();
  private readonly stopping = new AbortController();
  private follower: EventFollower | undefined;
  private firstLoad: Promise<void> | undefined;

  constructor(
    private readonly events: EventFeed,
    private readonly services: ServiceClients,
  ) {}

  /** The answer to serve, or undefined until the first quotes arrive. */
  get current(): TapeSnapshot | undefined {
    return this.tape.current;
  }

  onApplicationBootstrap() {
    // In the background: the bff serves everything else while quotes or NATS are away.
    this.firstLoad = this.loadFirstQuotes();
    this.follower = followEvents({
      jetStream: this.events,
      events: [Events.quotesRefreshed],
      from: 'last',
      onEvent: (refreshed) => {
        if (refreshed.data.asOf) this.offer(refreshed.data.quotes, refreshed.data.asOf, `event ${refreshed.id}`);
      },
      onGap: () => undefined,
      log: (message) => this.logger.warn(message),
    });
  }

  async onApplicationShutdown() {
    this.stopping.abort();
    await Promise.all([this.follower?.stop(), this.firstLoad]);
  }

  /** Asks the quotes service until there are quotes, from it or from an event. */
  private async loadFirstQuotes(): Promise<void> {
    const load = async () => {
      if (this.tape.current) return;
      const reply = await this.services.quotes.call(QuotesService.method.listDelayedQuotes, {});
      if (!reply.asOf) throw new Error('the quotes service has no quotes yet');
      this.offer(reply.quotes, reply.asOf, 'the quotes service');
    };
    await pRetry(load, {
      ...FOLLOW_RETRY,
      signal: this.stopping.signal,
      onFailedAttempt: ({ error }) => this.logger.warn(`could not load the delayed quotes, retrying: ${error.message}`),
    }).catch(() => undefined);
  }

  private offer(quotes: readonly DelayedQuote[], asOf: Timestamp, source: string): void {
    if (this.tape.offer(quotes, timestampDate(asOf)))
      this.logger.log(`ticker tape as of ${this.tape.current?.asOf} from ${source}`);
  }
}
