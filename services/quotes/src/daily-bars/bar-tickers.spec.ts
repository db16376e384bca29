import { barTickers } from './bar-tickers.js';

describe('barTickers', () => {
  it('keeps the quoted tickers first, then the calendars’ companies they do not hold, each once', () => {
    expect(barTickers(['SPY', 'AAPL', 'IBIT'], ['AAPL', 'MRNA', 'VRTX'])).toEqual(['SPY', 'AAPL', 'IBIT', 'MRNA', 'VRTX']);
  });

  it('is the quoted set until catalysts has named its companies', () => {
    expect(barTickers(['SPY', 'AAPL'], [])).toEqual(['SPY', 'AAPL']);
  });
});
