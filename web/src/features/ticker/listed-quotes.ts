import { INDEX_SYMBOLS, TICKER_SYMBOLS, rankOf } from '@mc/proto/ticker-symbols';
import type { DelayedQuote } from './delayed-quote.js';

const LISTED_SYMBOLS: ReadonlySet<string> = new Set([...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map(({ symbol }) => symbol));

/**
 * Orders quotes by their fixed rank (spec §3), indices first. A symbol without a rank ranks at its
 * position in the answer, counted from 1 like the ranks; equal ranks keep the answer's order.
 */
export function orderByRank(quotes: readonly DelayedQuote[]): DelayedQuote[] {
  return quotes
    .map((quote, index) => ({ quote, rank: rankOf(quote.symbol, index + 1) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ quote }) => quote);
}

/** Spec §3: only the 110 ranked symbols and the three indices are shown, in rank order. */
export function listedQuotes(quotes: readonly DelayedQuote[]): DelayedQuote[] {
  return orderByRank(quotes.filter((quote) => LISTED_SYMBOLS.has(quote.symbol)));
}
