/** The most tickers content.tickers.changed.v1 may carry (proto/mc/content/v1/events.proto). */
export const CONTENT_TICKERS_MAX = 1_000;

/** US symbols as the content schema accepts them (AAPL, BRK.B, BF-B). */
export const US_TICKER = /^[A-Z]{1,5}(?:[.-][A-Z]{1,2})?$/;

/**
 * The set an event carries, checked against its contract: at most CONTENT_TICKERS_MAX upper-case
 * US tickers, each once. Returns what breaks it, or undefined. A broken event is content's bug:
 * storing part of it would hide that, so the consumer refuses it and it ends in the dead letters.
 */
export function contentTickersProblem(tickers: readonly string[]): string | undefined {
  if (tickers.length > CONTENT_TICKERS_MAX) return `${tickers.length} tickers, at most ${CONTENT_TICKERS_MAX} allowed`;
  const malformed = tickers.filter((ticker) => !US_TICKER.test(ticker));
  if (malformed.length) return `not US tickers: ${malformed.slice(0, 10).join(', ')}`;
  if (new Set(tickers).size !== tickers.length) return 'a ticker is listed twice';
  return undefined;
}
