import type { ProviderQuote } from '../provider/provider-quote.js';

/** A quote the tape can show, as stored: one per symbol, the most recent one. */
export interface LatestQuote {
  symbol: string;
  name: string;
  last: number;
  change: number;
  changePercent: number;
  previousClose: number | null;
  asOf: Date;
  fetchedAt: Date;
}

/**
 * The tape needs a price and both changes: a quote without them is no quote, and the symbol keeps
 * its last good one. A missing name falls back to the listing's, a missing time to the answer's.
 */
export function toLatestQuote(quote: ProviderQuote, fetchedAt: Date, listedName: string): LatestQuote | undefined {
  const { last, change, changePercent } = quote;
  if (last === null || change === null || changePercent === null) return undefined;
  return {
    symbol: quote.symbol,
    name: quote.name ?? listedName,
    last,
    change,
    changePercent,
    previousClose: quote.previousClose,
    asOf: quote.asOf ?? fetchedAt,
    fetchedAt,
  };
}
