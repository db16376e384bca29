import { CATALYST_TICKERS_MAX, US_TICKER } from '@mc/proto/ticker-sets';

export interface CompanyTickerSet {
  /** Sorted by code point (the same on every machine), each once, at most CATALYST_TICKERS_MAX. */
  tickers: string[];
  /** What the event cannot carry: symbols that are not US tickers, and those past the bound. */
  leftOut: string[];
}

/** The set the event carries, from the tickers of the live earnings and FDA rows. */
export function companyTickerSet(rowTickers: readonly string[], max = CATALYST_TICKERS_MAX): CompanyTickerSet {
  // The default sort compares UTF-16 code units: for ASCII tickers, code point order, whatever the locale.
  const all = [...new Set(rowTickers)].sort();
  const us = all.filter((ticker) => US_TICKER.test(ticker));
  return { tickers: us.slice(0, max), leftOut: [...all.filter((ticker) => !US_TICKER.test(ticker)), ...us.slice(max)] };
}
