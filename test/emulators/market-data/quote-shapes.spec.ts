import { BLANKABLE_FIELDS, isBlankAt, toQuoteFields, type QuoteFields } from './quote-fields.js';
import { toShapeA, toShapeB } from './quote-shapes.js';
import type { QuoteSnapshot } from './quote-snapshot.js';

const SEED = 11;
const CLOCK = Date.UTC(2025, 2, 4, 18, 40);

function snapshot(overrides: Partial<QuoteSnapshot> = {}): QuoteSnapshot {
  return {
    listing: { symbol: 'AAPL', name: 'Apple Inc.', type: 'STOCK', referencePrice: 187 },
    time: CLOCK,
    last: 187.1,
    previousClose: 185.89,
    previousCloseTime: Date.UTC(2025, 2, 3, 21),
    change: 1.21,
    changePercent: 0.65,
    open: 186,
    high: 188.25,
    low: 185.5,
    volume: 12_345_678,
    ...overrides,
  };
}

// A clock at which no field of AAPL is blanked, found rather than assumed, so the test survives seed changes.
function clockWithoutBlanks(symbol: string): number {
  for (let bucket = 0; bucket < 1_000; bucket++) {
    const clock = CLOCK + bucket * 300_000;
    if (BLANKABLE_FIELDS.every((field) => !isBlankAt(symbol, field, clock, SEED))) return clock;
  }
  throw new Error('no clock without blanks');
}

describe('toQuoteFields', () => {
  it('writes prices with two decimals and volume as a whole number, all as strings', () => {
    const fields = toQuoteFields(snapshot({ time: clockWithoutBlanks('AAPL') }), SEED);
    expect(fields).toMatchObject({
      last: '187.10',
      change: '1.21',
      changePercent: '0.65',
      previousClose: '185.89',
      open: '186.00',
      high: '188.25',
      low: '185.50',
      volume: '12345678',
      standardName: 'Apple Inc.',
      previousCloseDate: '2025-03-03T21:00:00.000Z',
    });
  });

  it('writes a negative change with its sign', () => {
    const fields = toQuoteFields(snapshot({ change: -2.5, changePercent: -1.33 }), SEED);
    expect(fields.change).toBe('-2.50');
    expect(fields.changePercent).toBe('-1.33');
  });

  it('sends some secondary fields as empty strings, as the clock predicts, and never the tape’s own fields', () => {
    const blanked = new Set<string>();
    for (let bucket = 0; bucket < 200; bucket++) {
      const time = CLOCK + bucket * 300_000;
      const fields = toQuoteFields(snapshot({ time }), SEED);
      for (const field of BLANKABLE_FIELDS) {
        expect(fields[field] === '').toBe(isBlankAt('AAPL', field, time, SEED));
        if (fields[field] === '') blanked.add(field);
      }
      expect(fields.last).not.toBe('');
      expect(fields.change).not.toBe('');
      expect(fields.changePercent).not.toBe('');
      expect(fields.name).not.toBe('');
    }
    expect([...blanked].sort()).toEqual([...BLANKABLE_FIELDS].sort());
  });

  it('keeps a blank for a whole 5-minute bucket', () => {
    const bucketStart = Math.floor(CLOCK / 300_000) * 300_000;
    for (const field of BLANKABLE_FIELDS) {
      expect(isBlankAt('AAPL', field, bucketStart + 299_999, SEED)).toBe(isBlankAt('AAPL', field, bucketStart, SEED));
    }
  });
});

describe('answer shapes', () => {
  const apple = toQuoteFields(snapshot({ time: clockWithoutBlanks('AAPL') }), SEED);
  const spy: QuoteFields = { ...apple, symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', type: 'ETF', open: '' };

  it('serves shape A as an object keyed by symbol, with Benzinga’s field names', () => {
    const answer = toShapeA([apple, spy]);
    expect(Object.keys(answer)).toEqual(['AAPL', 'SPY']);
    expect(answer.AAPL).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      companyStandardName: 'Apple Inc.',
      type: 'STOCK',
      currency: 'USD',
      lastTradePrice: '187.10',
      lastTradeTime: apple.time,
      change: '1.21',
      changePercent: '0.65',
      previousClosePrice: '185.89',
      previousCloseDate: '2025-03-03T21:00:00.000Z',
      open: '186.00',
      high: '188.25',
      low: '185.50',
      volume: '12345678',
    });
    expect(answer.SPY.open).toBe('');
  });

  it('serves shape B as a quotes array of security and quote pairs, in request order', () => {
    const answer = toShapeB([spy, apple]);
    expect(answer.quotes.map((entry) => entry.security.symbol)).toEqual(['SPY', 'AAPL']);
    expect(answer.quotes[1]).toEqual({
      security: { symbol: 'AAPL', name: 'Apple Inc.', cik: '', valoren: '' },
      quote: {
        date: new Date(apple.time).toISOString(),
        last: '187.10',
        change: '1.21',
        changePercent: '0.65',
        previousClose: '185.89',
        previousCloseDate: '2025-03-03T21:00:00.000Z',
        open: '186.00',
        high: '188.25',
        low: '185.50',
        volume: '12345678',
        currency: 'USD',
        tradingHalted: false,
      },
    });
  });

  it('answers no quotes with an empty object or an empty list', () => {
    expect(toShapeA([])).toEqual({});
    expect(toShapeB([])).toEqual({ quotes: [] });
  });
});
