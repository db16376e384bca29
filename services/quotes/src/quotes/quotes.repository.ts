import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { LatestQuote } from '../refresh/latest-quote.js';

type Db = Prisma.TransactionClient;

// One statement for the whole refresh. The WHERE keeps a quote from being replaced by an older
// one, so a late retry can never undo a newer refresh.
const UPSERT_LATEST = `
  INSERT INTO delayed_quotes (symbol, name, last, change, change_percent, previous_close, as_of, fetched_at)
  SELECT symbol, name, last, change, change_percent, previous_close, as_of, fetched_at
    FROM jsonb_to_recordset($1::jsonb) AS q(symbol text, name text, last float8, change float8,
         change_percent float8, previous_close float8, as_of timestamptz, fetched_at timestamptz)
  ON CONFLICT (symbol) DO UPDATE SET
    name = EXCLUDED.name, last = EXCLUDED.last, change = EXCLUDED.change,
    change_percent = EXCLUDED.change_percent, previous_close = EXCLUDED.previous_close,
    as_of = EXCLUDED.as_of, fetched_at = EXCLUDED.fetched_at
  WHERE delayed_quotes.as_of <= EXCLUDED.as_of`;

/** The latest quote of each symbol. */
@Injectable()
export class QuotesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Returns how many rows changed (quotes older than the stored ones are left out). */
  upsertLatest(tx: Db, quotes: readonly LatestQuote[]): Promise<number> {
    const rows = quotes.map((quote) => ({
      symbol: quote.symbol,
      name: quote.name,
      last: quote.last,
      change: quote.change,
      change_percent: quote.changePercent,
      previous_close: quote.previousClose,
      as_of: quote.asOf.toISOString(),
      fetched_at: quote.fetchedAt.toISOString(),
    }));
    return tx.$executeRawUnsafe(UPSERT_LATEST, JSON.stringify(rows));
  }

  all(db: Db = this.prisma): Promise<LatestQuote[]> {
    return db.delayedQuote.findMany({ orderBy: { symbol: 'asc' } });
  }

  /** When the provider answered the last successful refresh: each one stamps the quotes it stores. */
  async lastRefreshedAt(db: Db = this.prisma): Promise<Date | undefined> {
    const { _max } = await db.delayedQuote.aggregate({ _max: { fetchedAt: true } });
    return _max.fetchedAt ?? undefined;
  }
}
