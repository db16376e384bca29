/**
 * The most tickers content.tickers.changed.v1 carries (proto/mc/content/v1/events.proto): quotes
 * asks the provider for every one of them at each refresh, 50 a request.
 */
export const TICKER_SET_MAX = 1_000;

export interface TickerSet {
  /** Sorted (by code point, the same on every machine), upper-case, each once, at most TICKER_SET_MAX. */
  tickers: string[];
  /** Tickers past the bound, left out of the set. */
  leftOut: string[];
}

/** The set of tickers that the published items' front matter names, bounded. */
export function tickerSetOf(itemTickers: readonly (readonly string[])[], max = TICKER_SET_MAX): TickerSet {
  // The default sort compares UTF-16 code units: for tickers (ASCII), code point order, independent of locale.
  const all = [...new Set(itemTickers.flat().map((ticker) => ticker.toUpperCase()))].sort();
  return { tickers: all.slice(0, max), leftOut: all.slice(max) };
}

export const sameTickers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((ticker, index) => ticker === b[index]);
