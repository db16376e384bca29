/** US symbols as the ticker events' contracts state them (AAPL, BRK.B, BF-B). */
export const US_TICKER = /^[A-Z]{1,5}(?:[.-][A-Z]{1,2})?$/;

/**
 * The set a ticker event carries (content's, catalysts'), checked against its contract: at most `max`
 * upper-case US tickers, each once. Returns what breaks it, or undefined. A broken event is its
 * publisher's bug: storing part of it would hide that, so the consumer refuses it and it ends in the
 * dead letters.
 */
export function tickerSetProblem(tickers: readonly string[], max: number): string | undefined {
  if (tickers.length > max) return `${tickers.length} tickers, at most ${max} allowed`;
  const malformed = tickers.filter((ticker) => !US_TICKER.test(ticker));
  if (malformed.length) return `not US tickers: ${malformed.slice(0, 10).join(', ')}`;
  if (new Set(tickers).size !== tickers.length) return 'a ticker is listed twice';
  return undefined;
}
