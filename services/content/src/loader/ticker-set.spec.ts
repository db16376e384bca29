import { tickerSetOf } from './ticker-set.js';

describe('tickerSetOf', () => {
  it('joins every item’s tickers into one sorted, upper-case set, each once', () => {
    expect(tickerSetOf([['MARA', 'RIOT', 'IBIT'], ['IBIT', 'FBTC', 'ETHA'], [], ['brk.b', 'AAPL']])).toEqual({
      tickers: ['AAPL', 'BRK.B', 'ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT'],
      leftOut: [],
    });
  });

  it('sorts by code point, so BF-B comes before BF.B and both before BFA wherever it runs', () => {
    expect(tickerSetOf([['BFA', 'BF.B', 'BF-B', 'BF']]).tickers).toEqual(['BF', 'BF-B', 'BF.B', 'BFA']);
  });

  it('is empty when no published item names a ticker', () => {
    expect(tickerSetOf([[], []])).toEqual({ tickers: [], leftOut: [] });
  });

  it('keeps the first tickers up to the bound and reports the rest', () => {
    expect(tickerSetOf([['D', 'C', 'B', 'A', 'E']], 3)).toEqual({ tickers: ['A', 'B', 'C'], leftOut: ['D', 'E'] });
  });
});
