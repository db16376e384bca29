import { allPortfolioMembers } from '@mc/proto/portfolios';
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
 * Every symbol the product quotes: the tape's, then the members of every curated portfolio that the
 * tape does not already hold. Portfolio rows are as fresh as the tape because one refresh fetches both.
 */
export const QUOTED_LISTINGS: readonly Required<QuotedListing>[] = [
  ...TAPE_LISTINGS,
  ...allPortfolioMembers().filter((member) => !TAPE_LISTINGS.some((listing) => listing.symbol === member.symbol)),
];

/**
 * What a refresh quotes: QUOTED_LISTINGS, then the tickers content's published items name that they
 * do not hold (content.tickers.changed.v1), in the set's order. Content decides these, not a list
 * kept here: an editor's new watch-list post brings its tickers' quotes with it.
 */
export function withContentTickers(contentTickers: readonly string[]): QuotedListing[] {
  const listed = new Set(QUOTED_LISTINGS.map((listing) => listing.symbol));
  return [...QUOTED_LISTINGS, ...contentTickers.filter((symbol) => !listed.has(symbol)).map((symbol) => ({ symbol }))];
}
