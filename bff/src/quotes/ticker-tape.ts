import type { DelayedQuote } from '@mc/proto';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';

/** One quote as `GET /api/benzingadelayedquotes/` answers it (spec §3, "Delayed quote"). */
export interface TapeEntry {
  symbol: string;
  name: string;
  last: number;
  change: number;
  change_percent: number;
}

// The index trackers lead, then the spec's fixed ranking 1 to 110 (TSLA, AAPL, C, …, BP).
const TAPE_POSITION: ReadonlyMap<string, number> = new Map(
  [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((listing, position) => [listing.symbol, position]),
);

/** The listed symbols' quotes in tape order; quotes of any other symbol are left out. */
export function tapeEntries(quotes: readonly DelayedQuote[]): TapeEntry[] {
  const listed = quotes.flatMap((quote) => {
    const position = TAPE_POSITION.get(quote.symbol);
    return position === undefined ? [] : [{ quote, position }];
  });
  return listed
    .sort((a, b) => a.position - b.position)
    .map(({ quote }) => ({
      symbol: quote.symbol,
      name: quote.name,
      last: quote.last,
      change: quote.change,
      change_percent: quote.changePercent,
    }));
}
