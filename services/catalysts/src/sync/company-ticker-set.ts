/** The most tickers catalysts.tickers.changed.v1 may carry (proto/mc/catalysts/v1/events.proto). */
export const COMPANY_TICKERS_MAX = 10_000;

/** US symbols as the event's contract states them (AAPL, BRK.B, BF-B). */
const US_TICKER = /^[A-Z]{1,5}(?:[.-][A-Z]{1,2})?$/;

export interface CompanyTickerSet {
  /** Sorted by code point (the same on every machine), each once, at most COMPANY_TICKERS_MAX. */
  tickers: string[];
  /** What the event cannot carry: symbols that are not US tickers, and those past the bound. */
  leftOut: string[];
}

/** The set the event carries, from the tickers of the live earnings and FDA rows. */
export function companyTickerSet(rowTickers: readonly string[], max = COMPANY_TICKERS_MAX): CompanyTickerSet {
  // The default sort compares UTF-16 code units: for ASCII tickers, code point order, whatever the locale.
  const all = [...new Set(rowTickers)].sort();
  const us = all.filter((ticker) => US_TICKER.test(ticker));
  return { tickers: us.slice(0, max), leftOut: [...all.filter((ticker) => !US_TICKER.test(ticker)), ...us.slice(max)] };
}

export const sameTickers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((ticker, index) => ticker === b[index]);
