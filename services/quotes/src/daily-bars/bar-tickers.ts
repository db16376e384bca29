/**
 * The tickers whose daily bars are kept: those the quotes refresh follows (the tape's and content's),
 * then the companies of catalysts' earnings and FDA rows that they do not hold, for the reactions and
 * expected moves. The refresh's own set is not widened: it keeps quoting only the first list.
 */
export function barTickers(quoted: readonly string[], catalystTickers: readonly string[]): string[] {
  const held = new Set(quoted);
  return [...quoted, ...catalystTickers.filter((ticker) => !held.has(ticker))];
}
