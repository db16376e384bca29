import type { DelayedQuote } from '@mc/proto';
import type * as Api from '@mc/api';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';

// The index trackers lead, then the spec's fixed ranking 1 to 110 (TSLA, AAPL, C, …, BP).
const TAPE_POSITION: ReadonlyMap<string, number> = new Map(
  [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((listing, position) => [listing.symbol, position]),
);

/** The answer of `GET /api/benzingadelayedquotes/`: the listed symbols' quotes in tape order; any other symbol is left out. */
export function tapeEntries(quotes: readonly DelayedQuote[]): Api.DelayedQuote[] {
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
