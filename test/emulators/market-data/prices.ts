import { hashText, hashWithIndex, toUnitInterval } from './seeded-hash.js';

// Pure price model: price = base × exp(waves + walk). Working in log space keeps every price positive and
// makes a move of the same size mean the same percentage for a $12 stock and a $900 one.

export const BUCKET_MS = 5 * 60_000;

const MIN_BASE_PRICE = 10;
const MAX_BASE_PRICE = 1_000;

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
  const bucket = Math.floor(epochMs / BUCKET_MS);
  const throughBucket = (epochMs - bucket * BUCKET_MS) / BUCKET_MS;
  const walkNow = walkAt(key, bucket);
  const walkNext = walkNow + walkStep(key, bucket + 1) - walkStep(key, bucket + 1 - WALK_WINDOW_BUCKETS);
  // Interpolating between bucket ends keeps the price continuous instead of jumping every 5 minutes.
  const walk = walkNow + (walkNext - walkNow) * throughBucket;
  return roundToCents(basePrice(symbol, seed) * Math.exp(wavesAt(key, epochMs) + walk));
}

/** Prices at every bucket boundary in [fromMs, toMs], cheaply (one rolling walk instead of one per sample). */
export function pricesAtBucketEnds(symbol: string, fromMs: number, toMs: number, seed: number): number[] {
  const key = symbolKey(symbol, seed);
  const base = basePrice(symbol, seed);
  const firstBucket = Math.ceil(fromMs / BUCKET_MS);
  const lastBucket = Math.floor(toMs / BUCKET_MS);
  const prices: number[] = [];
  let walk = walkAt(key, firstBucket);
  for (let bucket = firstBucket; bucket <= lastBucket; bucket++) {
    if (bucket > firstBucket) walk += walkStep(key, bucket) - walkStep(key, bucket - WALK_WINDOW_BUCKETS);
    prices.push(roundToCents(base * Math.exp(wavesAt(key, bucket * BUCKET_MS) + walk)));
  }
  return prices;
}

/** The level a symbol's price swings around: log-uniform, so cheap and expensive stocks are equally common. */
export function basePrice(symbol: string, seed: number): number {
  const unit = toUnitInterval(symbolKey(symbol, seed));
  return MIN_BASE_PRICE * (MAX_BASE_PRICE / MIN_BASE_PRICE) ** unit;
}

function symbolKey(symbol: string, seed: number): number {
  return hashText(`${seed}:${symbol}`);
}

function wavesAt(key: number, epochMs: number): number {
  let sum = 0;
  WAVES.forEach((wave, index) => {
    const phase = 2 * Math.PI * toUnitInterval(hashWithIndex(key, index + 1));
    sum += wave.amplitude * Math.sin((2 * Math.PI * epochMs) / wave.periodMs + phase);
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
