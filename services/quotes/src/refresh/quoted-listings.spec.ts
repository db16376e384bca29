import { TAPE_LISTINGS, withContentTickers } from './quoted-listings.js';

describe('TAPE_LISTINGS', () => {
  it('are the three index trackers and the 110 ranked companies, each once and named', () => {
    const symbols = TAPE_LISTINGS.map((listing) => listing.symbol);
    expect(symbols).toHaveLength(113);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const listing of TAPE_LISTINGS) expect(listing.name.trim()).not.toBe('');
  });
});

describe('withContentTickers', () => {
  it('quotes the tickers content names after the tape, unnamed, each symbol once', () => {
    const listings = withContentTickers(['AAPL', 'ETHA', 'FBTC', 'IBIT', 'MARA', 'RIOT', 'SPY']);
    expect(listings.slice(0, TAPE_LISTINGS.length)).toEqual(TAPE_LISTINGS);
    expect(listings.slice(TAPE_LISTINGS.length)).toEqual([
      { symbol: 'ETHA' },
      { symbol: 'FBTC' },
      { symbol: 'IBIT' },
      { symbol: 'MARA' },
      { symbol: 'RIOT' },
    ]);
  });

  it('is the tape alone until content has told its tickers', () => {
    expect(withContentTickers([])).toEqual(TAPE_LISTINGS);
  });
});
