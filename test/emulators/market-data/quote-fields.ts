import type { SecurityType } from './listings.js';
import { BUCKET_MS } from './prices.js';
import type { QuoteSnapshot } from './quote-snapshot.js';
import { hashText, hashWithIndex, toUnitInterval } from './seeded-hash.js';

/** A quote written the provider's way: numbers as decimal strings, a missing value as an empty string. */
export interface QuoteFields {
  symbol: string;
  name: string;
  standardName: string;
  type: SecurityType;
  time: number;
  last: string;
  change: string;
  changePercent: string;
  previousClose: string;
  previousCloseDate: string;
  open: string;
  high: string;
  low: string;
  volume: string;
}

// Real feeds leave secondary fields empty now and then (no trade yet, a data gap), so consumers must cope.
// The price, change and names a ticker tape needs are never blanked, so tape tests stay predictable.
export const BLANKABLE_FIELDS = ['open', 'high', 'low', 'volume', 'previousClose', 'standardName'] as const;
export type BlankableField = (typeof BLANKABLE_FIELDS)[number];
const BLANK_CHANCE = 1 / 12;

/** Whether `field` of `symbol` is served empty at `epochMs`; the answer holds for a whole 5-minute bucket. */
export function isBlankAt(symbol: string, field: BlankableField, epochMs: number, seed: number): boolean {
  const key = hashText(`${seed}:${symbol}:blank:${field}`);
  return toUnitInterval(hashWithIndex(key, Math.floor(epochMs / BUCKET_MS))) < BLANK_CHANCE;
}

export function toQuoteFields(snapshot: QuoteSnapshot, seed: number): QuoteFields {
  const { listing, time } = snapshot;
  const unlessBlank = (field: BlankableField, value: string): string =>
    isBlankAt(listing.symbol, field, time, seed) ? '' : value;
  return {
    symbol: listing.symbol,
    name: listing.name,
    standardName: unlessBlank('standardName', listing.name),
    type: listing.type,
    time,
    last: dollars(snapshot.last),
    change: dollars(snapshot.change),
    changePercent: snapshot.changePercent.toFixed(2),
    previousClose: unlessBlank('previousClose', dollars(snapshot.previousClose)),
    previousCloseDate: new Date(snapshot.previousCloseTime).toISOString(),
    open: unlessBlank('open', dollars(snapshot.open)),
    high: unlessBlank('high', dollars(snapshot.high)),
    low: unlessBlank('low', dollars(snapshot.low)),
    volume: unlessBlank('volume', String(snapshot.volume)),
  };
}

function dollars(amount: number): string {
  return amount.toFixed(2);
}
