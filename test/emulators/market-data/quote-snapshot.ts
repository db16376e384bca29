import type { Listing } from './listings.js';
import { BUCKET_MS, priceAt, pricesAtBucketEnds, roundToCents } from './prices.js';
import { hashText, toUnitInterval } from './seeded-hash.js';
import { DAY_MS, fractionOfTradingDay, previousCloseTime } from './trading-day.js';

/** One symbol's quote at one instant, in numbers; shapes and string formatting come later. */
export interface QuoteSnapshot {
  listing: Listing;
  time: number;
  last: number;
  previousClose: number;
  previousCloseTime: number;
  change: number;
  changePercent: number;
  open: number;
  high: number;
  low: number;
  volume: number;
}

const MIN_AVERAGE_VOLUME = 2_000_000;
const MAX_AVERAGE_VOLUME = 80_000_000;

export function snapshotAt(listing: Listing, epochMs: number, seed: number): QuoteSnapshot {
  const { symbol } = listing;
  const closeTime = previousCloseTime(epochMs);
  const last = priceAt(symbol, epochMs, seed);
  const previousClose = priceAt(symbol, closeTime, seed);
  // The day's first 5-minute bar, or the last price while the day is younger than one bar.
  const open = priceAt(symbol, Math.min(epochMs, closeTime + BUCKET_MS), seed);
  const dayPath = [open, last, ...pricesAtBucketEnds(symbol, closeTime + BUCKET_MS, epochMs, seed)];
  const change = roundToCents(last - previousClose);
  return {
    listing,
    time: epochMs,
    last,
    previousClose,
    previousCloseTime: closeTime,
    change,
    changePercent: roundToCents((change / previousClose) * 100),
    open,
    high: Math.max(...dayPath),
    low: Math.min(...dayPath),
    volume: volumeSoFar(symbol, epochMs, seed),
  };
}

// Grows through the day from zero, at a pace that differs by symbol and by day.
function volumeSoFar(symbol: string, epochMs: number, seed: number): number {
  const averageVolume = averageDailyVolume(symbol, seed);
  const day = Math.floor(previousCloseTime(epochMs) / DAY_MS);
  const dayFactor = 0.6 + 0.8 * toUnitInterval(hashText(`${seed}:${symbol}:volume:${day}`));
  return Math.round(averageVolume * dayFactor * fractionOfTradingDay(epochMs));
}

/** A symbol's usual shares traded in a day: the quotes' and the daily bars' common scale. */
export function averageDailyVolume(symbol: string, seed: number): number {
  return MIN_AVERAGE_VOLUME * (MAX_AVERAGE_VOLUME / MIN_AVERAGE_VOLUME) ** toUnitInterval(hashText(`${seed}:${symbol}:volume`));
}
