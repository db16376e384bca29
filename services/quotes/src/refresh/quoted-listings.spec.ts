import { allPortfolioSymbols } from '@mc/proto/portfolios';
import { QUOTED_LISTINGS, TAPE_LISTINGS, withContentTickers } from './quoted-listings.js';

describe('QUOTED_LISTINGS', () => {
  const symbols = QUOTED_LISTINGS.map((listing) => listing.symbol);

  it('starts with the whole tape, in tape order', () => {
    expect(symbols.slice(0, TAPE_LISTINGS.length)).toEqual(TAPE_LISTINGS.map((listing) => listing.symbol));
  });

  it('holds every member of every portfolio, each symbol once', () => {
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const symbol of allPortfolioSymbols()) expect(symbols).toContain(symbol);
    expect(symbols.length).toBeGreaterThan(TAPE_LISTINGS.length);
  });

  it('names every listing', () => {
    for (const listing of QUOTED_LISTINGS) expect(listing.name.trim()).not.toBe('');
  });
});

describe('withContentTickers', () => {
  it('quotes the tickers content names after the fixed listings, unnamed, each symbol once', () => {
    const listings = withContentTickers(['AAPL', 'ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT', 'SPY']);
    expect(listings.slice(0, QUOTED_LISTINGS.length)).toEqual(QUOTED_LISTINGS);
    expect(listings.slice(QUOTED_LISTINGS.length)).toEqual([
      { symbol: 'ETHA' },
      { symbol: 'FBTC' },
      { symbol: 'IBIT' },
      { symbol: 'MARA' },
      { symbol: 'RIOT' },
    ]);
  });

  it('is QUOTED_LISTINGS alone until content has told its tickers', () => {
    expect(withContentTickers([])).toEqual(QUOTED_LISTINGS);
  });
});
