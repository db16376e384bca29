import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { BUCKET_MS, basePrice, priceAt, pricesAtBucketEnds } from './prices.js';
import { findCompany } from './universe/universe.js';

const SEED = 7;
const MONDAY_NOON_UTC = Date.UTC(2025, 2, 3, 12, 0, 0);
const HOUR_MS = 3_600_000;
const ALL_SYMBOLS = [...TICKER_SYMBOLS, ...INDEX_SYMBOLS].map((entry) => entry.symbol);

describe('priceAt', () => {
  it('gives the same price for the same symbol, clock and seed', () => {
    expect(priceAt('AAPL', MONDAY_NOON_UTC, SEED)).toBe(priceAt('AAPL', MONDAY_NOON_UTC, SEED));
  });

  it('gives another market for another seed', () => {
    const differing = ALL_SYMBOLS.filter(
      (symbol) => priceAt(symbol, MONDAY_NOON_UTC, SEED) !== priceAt(symbol, MONDAY_NOON_UTC, SEED + 1),
    );
    expect(differing.length).toBeGreaterThan(ALL_SYMBOLS.length * 0.9);
  });

  it('gives different symbols different prices', () => {
    const prices = new Set(ALL_SYMBOLS.map((symbol) => priceAt(symbol, MONDAY_NOON_UTC, SEED)));
    expect(prices.size).toBeGreaterThan(ALL_SYMBOLS.length * 0.9);
  });

  it('moves from one 5-minute bucket to the next', () => {
    const moved = ALL_SYMBOLS.filter(
      (symbol) => priceAt(symbol, MONDAY_NOON_UTC, SEED) !== priceAt(symbol, MONDAY_NOON_UTC + BUCKET_MS, SEED),
    );
    expect(moved.length).toBeGreaterThan(ALL_SYMBOLS.length * 0.8);
  });

  it('moves smoothly inside a bucket rather than jumping', () => {
    for (const symbol of ALL_SYMBOLS) {
      const before = priceAt(symbol, MONDAY_NOON_UTC + 60_000, SEED);
      const after = priceAt(symbol, MONDAY_NOON_UTC + 61_000, SEED);
      expect(Math.abs(after - before) / before).toBeLessThan(0.001);
    }
  });

  it('quotes dollars and cents', () => {
    for (const symbol of ALL_SYMBOLS) {
      const price = priceAt(symbol, MONDAY_NOON_UTC, SEED);
      expect(Math.round(price * 100) / 100).toBe(price);
    }
  });

  it('stays within 15 % of each symbol’s base price over a month, sampled every 6 hours', () => {
    const ratios = ALL_SYMBOLS.flatMap((symbol) =>
      Array.from(
        { length: 30 * 4 },
        (_, sample) => priceAt(symbol, MONDAY_NOON_UTC + sample * 6 * HOUR_MS, SEED) / basePrice(symbol),
      ),
    );
    expect(Math.min(...ratios)).toBeGreaterThan(0.85);
    expect(Math.max(...ratios)).toBeLessThan(1.15);
  });

  it('moves by a plausible amount in a day', () => {
    for (const symbol of ALL_SYMBOLS) {
      const today = priceAt(symbol, MONDAY_NOON_UTC, SEED);
      const yesterday = priceAt(symbol, MONDAY_NOON_UTC - 24 * HOUR_MS, SEED);
      expect(Math.abs(today / yesterday - 1)).toBeLessThan(0.1);
    }
  });

  it('works for clocks before 1970 and far in the future', () => {
    expect(priceAt('TSLA', -5 * HOUR_MS, SEED)).toBeGreaterThan(0);
    expect(priceAt('TSLA', Date.UTC(2099, 0, 1), SEED)).toBeGreaterThan(0);
  });
});

describe('basePrice', () => {
  it('is a company’s market cap divided by its shares', () => {
    const apple = findCompany('AAPL');
    expect(basePrice('AAPL')).toBeCloseTo(apple!.marketCap / apple!.sharesOutstanding, 2);
  });

  it('puts the index trackers at their index levels, not at a random price', () => {
    expect(basePrice('SPY')).toBeGreaterThan(500);
    expect(basePrice('QQQ')).toBeGreaterThan(400);
    expect(basePrice('DIA')).toBeGreaterThan(350);
  });

  it('refuses a symbol nobody lists', () => {
    expect(() => basePrice('NOSUCH')).toThrow(/no listing/);
  });
});

describe('pricesAtBucketEnds', () => {
  it('matches priceAt at every bucket boundary it covers', () => {
    const from = MONDAY_NOON_UTC - 2 * HOUR_MS + 1;
    const prices = pricesAtBucketEnds('NVDA', from, MONDAY_NOON_UTC, SEED);
    const firstBoundary = Math.ceil(from / BUCKET_MS) * BUCKET_MS;
    expect(prices).toHaveLength(24);
    prices.forEach((price, index) => {
      expect(price).toBeCloseTo(priceAt('NVDA', firstBoundary + index * BUCKET_MS, SEED), 2);
    });
  });

  it('is empty when no boundary falls in the range', () => {
    expect(pricesAtBucketEnds('NVDA', MONDAY_NOON_UTC + 1, MONDAY_NOON_UTC + 2, SEED)).toEqual([]);
  });
});
