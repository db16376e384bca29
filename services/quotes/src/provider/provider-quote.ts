/**
 * One delayed quote as the provider gave it, in numbers. A value the provider left empty is null:
 * the refresh decides what an incomplete quote is worth, the parser only reads.
 */
export interface ProviderQuote {
  symbol: string;
  name: string | null;
  last: number | null;
  change: number | null;
  changePercent: number | null;
  previousClose: number | null;
  /** When the quote was current (the last trade), if the provider said. */
  asOf: Date | null;
}
