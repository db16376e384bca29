import { describe, expect, it } from '@jest/globals';
import { flagshipRow } from './portfolio-fixtures.test-helper.js';
import { DEFAULT_ORDER, nextOrder, sortRows } from './portfolio-sort.js';

const tickers = (rows: { ticker: string }[]) => rows.map((row) => row.ticker);

describe('portfolio row order', () => {
  const rows = [
    flagshipRow(1, { market_cap: 1.2e12, sector: 'Consumer Discretionary' }),
    flagshipRow(2, { market_cap: null, sector: 'Information Technology' }),
    flagshipRow(3, { market_cap: 1.3e11, sector: 'Financials' }),
    flagshipRow(4, { market_cap: 3.6e12, sector: 'Information Technology' }),
  ];

  it('keeps the portfolio’s ranking by default', () => {
    expect(tickers(sortRows([...rows].reverse(), DEFAULT_ORDER))).toEqual(['TSLA', 'AAPL', 'C', 'MSFT']);
  });

  it('puts rows without a value last in both directions', () => {
    expect(tickers(sortRows(rows, { key: 'market_cap', direction: 'descending' }))).toEqual(['MSFT', 'TSLA', 'C', 'AAPL']);
    expect(tickers(sortRows(rows, { key: 'market_cap', direction: 'ascending' }))).toEqual(['C', 'TSLA', 'MSFT', 'AAPL']);
  });

  it('breaks ties by rank', () => {
    expect(tickers(sortRows(rows, { key: 'sector', direction: 'ascending' }))).toEqual(['TSLA', 'C', 'AAPL', 'MSFT']);
    expect(tickers(sortRows(rows, { key: 'sector', direction: 'descending' }))).toEqual(['AAPL', 'MSFT', 'C', 'TSLA']);
  });

  it('orders catalysts by day, the more important first on the same day', () => {
    const dated = [
      flagshipRow(1, { next_catalyst: { ...flagshipRow(1).next_catalyst!, date: '2026-12-09', importance: 2 } }),
      flagshipRow(2, { next_catalyst: null }),
      flagshipRow(3, { next_catalyst: { ...flagshipRow(3).next_catalyst!, date: '2026-12-01', importance: 1 } }),
      flagshipRow(4, { next_catalyst: { ...flagshipRow(4).next_catalyst!, date: '2026-12-01', importance: 5 } }),
    ];
    expect(tickers(sortRows(dated, { key: 'next_catalyst', direction: 'ascending' }))).toEqual(['MSFT', 'C', 'TSLA', 'AAPL']);
  });

  it('opens numbers biggest first and words from A, and turns the sorted column around', () => {
    expect(nextOrder(DEFAULT_ORDER, 'change_percent')).toEqual({ key: 'change_percent', direction: 'descending' });
    expect(nextOrder(DEFAULT_ORDER, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextOrder(DEFAULT_ORDER, 'rank')).toEqual({ key: 'rank', direction: 'descending' });
  });
});
