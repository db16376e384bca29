import type { DelayedQuote } from '@mc/api';

export type { DelayedQuote };

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function toDelayedQuote(item: unknown): DelayedQuote | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { symbol, name, last, change, change_percent } = item as Record<string, unknown>;
  if (typeof symbol !== 'string' || !isFiniteNumber(last) || !isFiniteNumber(change) || !isFiniteNumber(change_percent)) {
    return undefined;
  }
  return { symbol: symbol.trim().toUpperCase(), name: typeof name === 'string' ? name : '', last, change, change_percent };
}

/**
 * Reads the answer: a list is required (anything else is a failed fetch); an entry without a symbol or
 * with a missing price is left out rather than shown as NaN.
 */
export function parseDelayedQuotes(payload: unknown): DelayedQuote[] {
  if (!Array.isArray(payload)) throw new TypeError('The delayed quotes answer is not a list');
  return payload.map(toDelayedQuote).filter((quote): quote is DelayedQuote => quote !== undefined);
}
