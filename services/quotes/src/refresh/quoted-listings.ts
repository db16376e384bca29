import { allPortfolioMembers } from '@mc/proto/portfolios';
import { INDEX_SYMBOLS, TICKER_SYMBOLS, type TickerSymbol } from '@mc/proto/ticker-symbols';

/** Every symbol the ticker tape shows: the three index trackers and the 110 ranked companies. */
export const TAPE_LISTINGS: readonly TickerSymbol[] = [...INDEX_SYMBOLS, ...TICKER_SYMBOLS];

/**
 * Every symbol the product quotes: the tape's, then the members of every curated portfolio that the
 * tape does not already hold. Portfolio rows are as fresh as the tape because one refresh fetches both.
 */
export const QUOTED_LISTINGS: readonly Pick<TickerSymbol, 'symbol' | 'name'>[] = [
  ...TAPE_LISTINGS,
  ...allPortfolioMembers().filter((member) => !TAPE_LISTINGS.some((listing) => listing.symbol === member.symbol)),
];
