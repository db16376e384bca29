import { findListing } from './listings.js';
import { hashText, hashWithIndex, toUnitInterval } from './seeded-hash.js';

// Pure price model: price = base × exp(waves + walk). Working in log space keeps every price positive and
// makes a move of the same size mean the same percentage for a $12 stock and a $900 one.

export const BUCKET_MS = 5 * 60_000;

// Bound once, as in seeded-hash.ts: global lookups are slow inside the vm context Jest runs modules in.
const { exp, floor, sin, PI } = Math;

// The walk is the sum of the last day of 5-minute steps, not of every step since 1970: it stays bounded
// (a day moves about 1.5 % in the median) and costs a fixed amount of work whatever the clock says.
const WALK_WINDOW_BUCKETS = 288;
const WALK_STEP = 0.0015;
const WALK_SALT = 0x5eed_0001;

const WAVES = [
  { periodMs: 6.5 * 3_600_000, amplitude: 0.006 },
  { periodMs: 97 * 60_000, amplitude: 0.003 },
  { periodMs: 23 * 60_000, amplitude: 0.0015 },
] as const;

/** The quoted price, in dollars and cents, of `symbol` at `epochMs` in the market generated from `seed`. */
export function priceAt(symbol: string, epochMs: number, seed: number): number {
  const key = symbolKey(symbol, seed);
  const bucket = floor(epochMs / BUCKET_MS);
  const throughBucket = (epochMs - bucket * BUCKET_MS) / BUCKET_MS;
  const walkNow = walkAt(key, bucket);
  const walkNext = walkNow + walkStep(key, bucket + 1) - walkStep(key, bucket + 1 - WALK_WINDOW_BUCKETS);
  // Interpolating between bucket ends keeps the price continuous instead of jumping every 5 minutes.
  const walk = walkNow + (walkNext - walkNow) * throughBucket;
  return roundToCents(basePrice(symbol) * exp(wavesAt(key, epochMs) + walk));
}

/** Prices at every bucket boundary in [fromMs, toMs], cheaply (one rolling walk instead of one per sample). */
export function pricesAtBucketEnds(symbol: string, fromMs: number, toMs: number, seed: number): number[] {
  const key = symbolKey(symbol, seed);
  const base = basePrice(symbol);
  const firstBucket = Math.ceil(fromMs / BUCKET_MS);
  const lastBucket = floor(toMs / BUCKET_MS);
  const prices: number[] = [];
  let walk = walkAt(key, firstBucket);
  for (let bucket = firstBucket; bucket <= lastBucket; bucket++) {
    if (bucket > firstBucket) walk += walkStep(key, bucket) - walkStep(key, bucket - WALK_WINDOW_BUCKETS);
    prices.push(roundToCents(base * exp(wavesAt(key, bucket * BUCKET_MS) + walk)));
  }
  return prices;
}

/**
 * The level a symbol's price swings around: a company's market cap ÷ its shares, an index tracker's index level.
 * The seed moves the waves and the walk, not the level, so every seed's market looks like the real one.
 */
export function basePrice(symbol: string): number {
  const listing = findListing(symbol);
  if (!listing) throw new Error(`no listing for ${symbol}: only listed symbols have prices`);
  return listing.referencePrice;
}

function symbolKey(symbol: string, seed: number): number {
  return hashText(`${seed}:${symbol}`);
}

function wavesAt(key: number, epochMs: number): number {
  let sum = 0;
  WAVES.forEach((wave, index) => {
    const phase = 2 * PI * toUnitInterval(hashWithIndex(key, index + 1));
    sum += wave.amplitude * sin((2 * PI * epochMs) / wave.periodMs + phase);
  });
  return sum;
}

function walkAt(key: number, bucket: number): number {
  let sum = 0;
  for (let back = 0; back < WALK_WINDOW_BUCKETS; back++) sum += walkStep(key, bucket - back);
  return sum;
}

function walkStep(key: number, bucket: number): number {
  return (2 * toUnitInterval(hashWithIndex(key ^ WALK_SALT, bucket)) - 1) * WALK_STEP;
}

export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
