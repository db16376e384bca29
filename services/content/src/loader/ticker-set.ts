import { CONTENT_TICKERS_MAX } from '@mc/proto/ticker-sets';

export interface TickerSet {
  /** Sorted (by code point, the same on every machine), upper-case, each once, at most CONTENT_TICKERS_MAX. */
  tickers: string[];
  /** Tickers past the bound, left out of the set. */
  leftOut: string[];
}

/** The set of tickers that the published items' front matter names, bounded. */
export function tickerSetOf(itemTickers: readonly (readonly string[])[], max = CONTENT_TICKERS_MAX): TickerSet {
  // The default sort compares UTF-16 code units: for tickers (ASCII), code point order, independent of locale.
  const all = [...new Set(itemTickers.flat().map((ticker) => ticker.toUpperCase()))].sort();
  return { tickers: all.slice(0, max), leftOut: all.slice(max) };
}
