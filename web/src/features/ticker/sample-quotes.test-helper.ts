import { TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import type { DelayedQuote } from './delayed-quote.js';

export const DELAYED_QUOTES_ROUTE = 'GET /api/benzingadelayedquotes/';

export function sampleQuote(symbol: string, overrides: Partial<DelayedQuote> = {}): DelayedQuote {
  return { symbol, name: `${symbol} Corp.`, last: 100, change: 1.5, change_percent: 1.52, ...overrides };
}

/** Quotes for the first `count` ranked companies, in rank order. */
export function rankedSampleQuotes(count: number): DelayedQuote[] {
  return TICKER_SYMBOLS.slice(0, count).map(({ symbol, name }) => sampleQuote(symbol, { name }));
}
