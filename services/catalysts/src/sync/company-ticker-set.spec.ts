import { companyTickerSet } from './company-ticker-set.js';

describe('companyTickerSet', () => {
  it('sorts by code point and keeps each ticker once', () => {
    expect(companyTickerSet(['MRNA', 'BRK.B', 'AAPL', 'MRNA', 'BF-B', 'A'])).toEqual({
      tickers: ['A', 'AAPL', 'BF-B', 'BRK.B', 'MRNA'],
      leftOut: [],
    });
  });

  it('leaves out what is not a US ticker, and what is past the bound', () => {
    expect(companyTickerSet(['RHHBY', 'novn', '7203.T', 'AZN', 'TOOLONG'], 1)).toEqual({
      tickers: ['AZN'],
      leftOut: ['7203.T', 'TOOLONG', 'novn', 'RHHBY'],
    });
  });

  it('is empty without rows', () => {
    expect(companyTickerSet([])).toEqual({ tickers: [], leftOut: [] });
  });
});
