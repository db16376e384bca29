// The sets of tickers one service tells others whole (content.tickers.changed.v1, catalysts.tickers.changed.v1):
// the rules their contracts state, for the publishers and for quotes, which checks and keeps them.
// Import-free, like the other contract words.

/** content.tickers.changed.v1 carries at most this many (quotes asks the provider for each at every refresh, 50 a request). */
export const CONTENT_TICKERS_MAX = 1_000;
/** catalysts.tickers.changed.v1 carries at most this many (companies with earnings or FDA rows, whose daily bars quotes keeps). */
export const CATALYST_TICKERS_MAX = 10_000;

/** US symbols as the ticker events' contracts state them (AAPL, BRK.B, BF-B). */
export const US_TICKER = /^[A-Z]{1,5}(?:[.-][A-Z]{1,2})?$/;

/** Whether two sets, each sorted as the events send them, are the same: a publisher tells a set only when it changed. */
export const sameTickers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((ticker, index) => ticker === b[index]);

/**
 * The set a ticker event carries, checked against its contract: at most `max` upper-case US tickers,
 * each once. Returns what breaks it, or undefined. A broken event is its publisher's bug: storing part
 * of it would hide that, so the consumer refuses it and it ends in the dead letters.
 */
export function tickerSetProblem(tickers: readonly string[], max: number): string | undefined {
  if (tickers.length > max) return `${tickers.length} tickers, at most ${max} allowed`;
  const malformed = tickers.filter((ticker) => !US_TICKER.test(ticker));
  if (malformed.length) return `not US tickers: ${malformed.slice(0, 10).join(', ')}`;
  if (new Set(tickers).size !== tickers.length) return 'a ticker is listed twice';
  return undefined;
}
