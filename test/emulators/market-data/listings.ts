import { INDEX_SYMBOLS } from '@mc/proto/ticker-symbols';
import { EXCHANGE_TRADED_FUNDS } from './universe/exchange-traded-funds.js';
import { INDEX_FUND_PRICES } from './universe/index-funds.js';
import { allCompanies } from './universe/universe.js';

// Everything the emulated provider can quote: every company of the universe, the index trackers and the other
// exchange-traded funds that content names.

export type SecurityType = 'STOCK' | 'ETF';

export interface Listing {
  symbol: string;
  name: string;
  type: SecurityType;
  /** The level the quoted price swings around. */
  referencePrice: number;
}

const LISTINGS: ReadonlyMap<string, Listing> = new Map(
  [
    ...allCompanies().map(({ symbol, name, referencePrice }) => ({ symbol, name, type: 'STOCK' as const, referencePrice })),
    ...INDEX_SYMBOLS.map(({ symbol, name }) => ({
      symbol,
      name,
      type: 'ETF' as const,
      referencePrice: indexFundPrice(symbol),
    })),
    ...EXCHANGE_TRADED_FUNDS.map(({ symbol, name, referencePrice }) => ({ symbol, name, type: 'ETF' as const, referencePrice })),
  ].map((listing) => [listing.symbol, listing]),
);

function indexFundPrice(symbol: string): number {
  const price = INDEX_FUND_PRICES[symbol];
  if (price === undefined) throw new Error(`universe/index-funds.ts has no level for the index tracker ${symbol}`);
  return price;
}

export function findListing(symbol: string): Listing | undefined {
  return LISTINGS.get(symbol);
}

export function allListings(): Listing[] {
  return [...LISTINGS.values()];
}
