import { Logger } from '@nestjs/common';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Events, type CompanyTickersChangedSchema } from '@mc/proto';
import { EventConsumer, type DecodedEvent, type EventHandler } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { CATALYST_TICKERS_MAX, tickerSetProblem } from '@mc/proto/ticker-sets';
import { CatalystTickersRepository } from './catalyst-tickers.repository.js';

/**
 * Keeps the companies catalysts has earnings reports or FDA decisions of (catalysts.tickers.changed.v1),
 * whose daily bars the bars sync keeps for the reactions and expected moves. The quotes refresh does not
 * quote them. Each event carries the whole set; an older one never replaces a newer.
 */
@EventConsumer({ durable: 'quotes-catalyst-tickers', event: Events.catalystTickersChanged })
export class CatalystTickersConsumer implements EventHandler<typeof CompanyTickersChangedSchema, Prisma.TransactionClient> {
  private readonly logger = new Logger(CatalystTickersConsumer.name);

  constructor(private readonly store: CatalystTickersRepository) {}

  async handle({ id, data }: DecodedEvent<typeof CompanyTickersChangedSchema>, tx: Prisma.TransactionClient): Promise<void> {
    if (!data.changedAt) throw new Error(`event ${id} lacks its change time`);
    const problem = tickerSetProblem(data.tickers, CATALYST_TICKERS_MAX);
    if (problem) throw new Error(`event ${id} breaks its contract: ${problem}`);
    const stored = await this.store.store(tx, data.tickers, timestampDate(data.changedAt));
    this.logger.log(
      stored
        ? `catalysts names ${data.tickers.length} companies: the next bars sync keeps their daily bars`
        : `event ${id} is older than the stored set: ignored`,
    );
  }
}
