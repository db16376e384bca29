import { INDEX_SYMBOLS, TICKER_SYMBOLS, type TickerSymbol } from '@mc/proto/ticker-symbols';

/** A symbol to quote, with the name to show should the provider give none. */
export interface QuotedListing {
  symbol: string;
  /** Absent for symbols that only content names: the provider's name, or else the symbol, is shown. */
  name?: string;
}

/** Every symbol the ticker tape shows: the three index trackers and the 110 ranked companies. */
export const TAPE_LISTINGS: readonly TickerSymbol[] = [...INDEX_SYMBOLS, ...TICKER_SYMBOLS];

/**
 * What a refresh quotes: the tape, then the tickers content names that it does not hold
 * (content.tickers.changed.v1: the curated portfolios' members and the tickers of published items),
 * in the set's order. Content decides these, not a list kept here: an editor's new portfolio or
 * watch-list post brings its tickers' quotes with it, and portfolio rows are as fresh as the tape
 * because one refresh fetches both.
 */
export function withContentTickers(contentTickers: readonly string[]): QuotedListing[] {
  const listed = new Set(TAPE_LISTINGS.map((listing) => listing.symbol));
  return [...TAPE_LISTINGS, ...contentTickers.filter((symbol) => !listed.has(symbol)).map((symbol) => ({ symbol }))];
}
