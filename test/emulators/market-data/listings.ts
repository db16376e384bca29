import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';

// Everything the emulated provider can quote: the ranked companies and the index trackers.

export type SecurityType = 'STOCK' | 'ETF';

export interface Listing {
  symbol: string;
  name: string;
  type: SecurityType;
}

const LISTINGS: ReadonlyMap<string, Listing> = new Map(
  [
    ...TICKER_SYMBOLS.map(({ symbol, name }) => ({ symbol, name, type: 'STOCK' as const })),
    ...INDEX_SYMBOLS.map(({ symbol, name }) => ({ symbol, name, type: 'ETF' as const })),
  ].map((listing) => [listing.symbol, listing]),
);

export function findListing(symbol: string): Listing | undefined {
  return LISTINGS.get(symbol);
}

export function allListings(): Listing[] {
  return [...LISTINGS.values()];
}
