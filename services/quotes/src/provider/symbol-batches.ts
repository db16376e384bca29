/** Benzinga answers `quoteDelayed` for at most this many symbols a request. */
export const MAX_SYMBOLS_PER_REQUEST = 50;

/** Splits the symbols into requests the provider accepts, in their order. */
export function symbolBatches(symbols: readonly string[], size = MAX_SYMBOLS_PER_REQUEST): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive whole number, got ${size}`);
  const batches: string[][] = [];
  for (let start = 0; start < symbols.length; start += size) batches.push(symbols.slice(start, start + size));
  return batches;
}
