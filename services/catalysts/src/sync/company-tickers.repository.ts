import { Injectable } from '@nestjs/common';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Events } from '@mc/proto';
import { sameTickers } from '@mc/proto/ticker-sets';
import { recordEvent } from '@mc/runtime';
import type { Prisma } from '../generated/prisma/client.js';
import { companyTickerSet, type CompanyTickerSet } from './company-ticker-set.js';

type Db = Prisma.TransactionClient;

/** The calendars whose companies get reactions and expected moves, and therefore daily bars. */
export const REACTION_CALENDARS = ['earnings', 'fda'] as const;

export interface CompanyTickersOutcome extends CompanyTickerSet {
  /** Whether this store recorded catalysts.tickers.changed.v1 (the set differs from the last one told). */
  published: boolean;
}

/** The distinct companies of the two calendars' live rows: one read of their rows, by the type and date index. */
const ROW_TICKERS = `
  SELECT DISTINCT ticker FROM catalysts
   WHERE type IN ('earnings', 'fda') AND removed_at IS NULL AND ticker IS NOT NULL`;

/** The companies with earnings reports or FDA decisions, and the last set told to other services. */
@Injectable()
export class CompanyTickersRepository {
  /**
   * In a sync's storing transaction, after its writes: records catalysts.tickers.changed.v1 through
   * the outbox when the live earnings and FDA rows' companies differ from the last set recorded (or
   * none was), so the event and the rows that changed the set commit together or not at all.
   */
  async publishIfChanged(tx: Db, now: Date): Promise<CompanyTickersOutcome> {
    const rows = await tx.$queryRawUnsafe<{ ticker: string }[]>(ROW_TICKERS);
    const set = companyTickerSet(rows.map((row) => row.ticker));
    const last = await tx.publishedTickers.findUnique({ where: { id: 1 } });
    if (last && sameTickers(last.tickers, set.tickers)) return { ...set, published: false };
    await tx.publishedTickers.upsert({
      where: { id: 1 },
      create: { id: 1, tickers: set.tickers, publishedAt: now },
      update: { tickers: set.tickers, publishedAt: now },
    });
    await recordEvent(tx, Events.catalystTickersChanged, { tickers: set.tickers, changedAt: timestampFromDate(now) });
    return { ...set, published: true };
  }
}
