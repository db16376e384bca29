import type { Listing } from './listings.js';
import { priceAt } from './prices.js';
import { snapshotAt } from './quote-snapshot.js';
import { previousCloseTime } from './trading-day.js';

const SEED = 3;
const APPLE: Listing = { symbol: 'AAPL', name: 'Apple Inc.', type: 'STOCK', referencePrice: 255 };
const MONDAY_CLOSE = Date.UTC(2025, 2, 3, 21);
const TUESDAY_AFTERNOON = Date.UTC(2025, 2, 4, 18, 42, 17);

describe('snapshotAt', () => {
  const snapshot = snapshotAt(APPLE, TUESDAY_AFTERNOON, SEED);

  it('is the same for the same listing, clock and seed', () => {
    expect(snapshotAt(APPLE, TUESDAY_AFTERNOON, SEED)).toEqual(snapshot);
  });

  it('quotes the price at the clock and the price at the previous day’s close', () => {
    expect(snapshot.time).toBe(TUESDAY_AFTERNOON);
    expect(snapshot.last).toBe(priceAt('AAPL', TUESDAY_AFTERNOON, SEED));
    expect(snapshot.previousCloseTime).toBe(MONDAY_CLOSE);
    expect(snapshot.previousClose).toBe(priceAt('AAPL', MONDAY_CLOSE, SEED));
  });

  it('derives the change from the last price and the previous close', () => {
    expect(snapshot.change).toBeCloseTo(snapshot.last - snapshot.previousClose, 2);
    expect(snapshot.changePercent).toBeCloseTo((snapshot.change / snapshot.previousClose) * 100, 2);
  });

  it('keeps open and last between the day’s low and high', () => {
    for (const hour of [0, 3, 9, 15, 20]) {
      const { open, last, high, low } = snapshotAt(APPLE, MONDAY_CLOSE + hour * 3_600_000 + 60_000, SEED);
      expect(low).toBeLessThanOrEqual(Math.min(open, last));
      expect(high).toBeGreaterThanOrEqual(Math.max(open, last));
    }
  });

  it('uses the last price as the open while the day is younger than one bar', () => {
    const justAfterClose = MONDAY_CLOSE + 60_000;
    const early = snapshotAt(APPLE, justAfterClose, SEED);
    expect(early.open).toBe(early.last);
  });

  it('accumulates volume through the day and starts again after the close', () => {
    const volumes = [1, 6, 12, 23.9].map((hours) => snapshotAt(APPLE, MONDAY_CLOSE + hours * 3_600_000, SEED).volume);
    expect([...volumes].sort((a, b) => a - b)).toEqual(volumes);
    expect(volumes[0]).toBeGreaterThan(0);
    const nextDay = snapshotAt(APPLE, previousCloseTime(TUESDAY_AFTERNOON) + 2 * 86_400_000 + 60_000, SEED);
    expect(nextDay.volume).toBeLessThan(volumes[0]);
  });
});
