import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Day } from '@mc/market-time';
import { pgPool, SERVICE_ENV } from '@mc/runtime';
import type { QuotesEnv } from '../config/env.js';
import { PrismaService } from '../prisma/prisma.service.js';
import type { ProviderBar } from '../provider/provider-bar.js';

/** A stored bar, as ListDailyBars answers it. */
export interface StoredBar {
  ticker: string;
  day: Day;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: bigint;
}

// One statement per request's answer; a day fetched again replaces its bar (the provider's latest word).
const UPSERT_BARS = `
  INSERT INTO daily_bars (ticker, day, open, high, low, close, volume)
  SELECT ticker, day, open, high, low, close, volume
    FROM jsonb_to_recordset($1::jsonb) AS b(ticker text, day date, open float8, high float8, low float8,
         close float8, volume bigint)
  ON CONFLICT (ticker, day) DO UPDATE SET
    open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close, volume = EXCLUDED.volume`;

// Coverage only grows: a slow sync that finishes after a newer one never moves it back.
const EXTEND_COVERAGE = `
  INSERT INTO daily_bar_coverage (ticker, through) SELECT unnest($1::text[]), $2::date
  ON CONFLICT (ticker) DO UPDATE SET through = GREATEST(daily_bar_coverage.through, EXCLUDED.through)`;

/** Two tickers' two years: a statement of tens of milliseconds, its own short transaction. */
const ROWS_PER_STATEMENT = 1_000;

/** Prisma reads a DATE column as midnight UTC of that day. */
const dateOf = (day: Day) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);

/** The daily bars of the followed tickers, and how far each ticker's were asked for. */
@Injectable()
export class DailyBarsRepository implements OnModuleDestroy {
  /**
   * The bars' writes go through a pool of their own with one connection: a backfill can never take a
   * connection the quotes refresh or the outbox relay wait for (they use PrismaService's pool), and
   * its statements run one at a time, each its own transaction.
   */
  private readonly writes;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(SERVICE_ENV) config: QuotesEnv,
  ) {
    this.writes = pgPool(config.DATABASE_URL, 1);
  }

  async onModuleDestroy() {
    await this.writes.end();
  }

  /** The last day asked for, per ticker; a ticker never asked for is absent. */
  async coverage(tickers: readonly string[]): Promise<Map<string, Day>> {
    const rows = await this.prisma.dailyBarCoverage.findMany({ where: { ticker: { in: [...tickers] } } });
    return new Map(rows.map((row) => [row.ticker, dayOf(row.through)]));
  }

  /**
   * One request's answer, then the coverage it proves. The bars go in a thousand a statement, each
   * its own short transaction on the writes' own connection, and the event loop is given back between
   * statements, so a two-year backfill never holds a connection, a transaction or the process long
   * enough to delay the quotes refresh or the outbox relay; the coverage comes last, so it never claims bars that are not stored
   * (a sync cut short re-asks the request, and the upserts make that harmless).
   */
  async store(bars: readonly ProviderBar[], askedFor: readonly string[], through: Day): Promise<number> {
    let stored = 0;
    for (let start = 0; start < bars.length; start += ROWS_PER_STATEMENT) {
      const rows = bars.slice(start, start + ROWS_PER_STATEMENT).map((bar) => ({
        ticker: bar.symbol,
        day: bar.day,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      }));
      stored += (await this.writes.query(UPSERT_BARS, [JSON.stringify(rows)])).rowCount ?? 0;
      await yieldToOthers();
    }
    await this.writes.query(EXTEND_COVERAGE, [[...askedFor], through]);
    return stored;
  }

  /** The bars of `tickers` from `from` to `to` inclusive, per ticker, oldest first. */
  async series(tickers: readonly string[], from: Day, to: Day): Promise<StoredBar[]> {
    const rows = await this.prisma.dailyBar.findMany({
      where: { ticker: { in: [...tickers] }, day: { gte: dateOf(from), lte: dateOf(to) } },
      orderBy: [{ ticker: 'asc' }, { day: 'asc' }],
    });
    return rows.map((row) => ({ ...row, day: dayOf(row.day) }));
  }
}
