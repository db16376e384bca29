import { Logger } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Events, type TickersChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { CONTENT_TICKERS_MAX, tickerSetProblem } from '@mc/proto/ticker-sets';
import { ContentTickersRepository } from './content-tickers.repository.js';

/**
 * Keeps the tickers content's published portfolios and items name (content.tickers.changed.v1),
 * which the refresh quotes besides the tape: an editor's new file brings its tickers' quotes
 * without a change here. Each event carries the whole set; an older one never replaces a newer.
 */
@EventConsumer({ durable: 'quotes-content-tickers', event: Events.contentTickersChanged })
export class ContentTickersConsumer implements EventHandler<typeof TickersChangedSchema, Prisma.TransactionClient> {
  private readonly logger = new Logger(ContentTickersConsumer.name);

  constructor(private readonly store: ContentTickersRepository) {}

  async handle({ id, data }: DecodedEvent<typeof TickersChangedSchema>, tx: Prisma.TransactionClient): Promise<void> {
    if (!data.changedAt) throw new Error(`event ${id} lacks its change time`);
    const problem = tickerSetProblem(data.tickers, CONTENT_TICKERS_MAX);
    if (problem) throw new Error(`event ${id} breaks its contract: ${problem}`);
    const stored = await this.store.store(tx, data.tickers, timestampDate(data.changedAt));
    this.logger.log(
      stored
        ? `content names ${data.tickers.length} tickers: the next refresh quotes them`
        : `event ${id} is older than the stored set: ignored`,
    );
  }
}
