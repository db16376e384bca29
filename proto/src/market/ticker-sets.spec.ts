import { sameTickers, tickerSetProblem } from './ticker-sets.js';

describe('tickerSetProblem', () => {
  it('accepts upper-case US tickers, class shares included, and the empty set', () => {
    expect(tickerSetProblem(['BF-B', 'BRK.B', 'ETHA', 'IBIT', 'MARA'], 1_000)).toBeUndefined();
    expect(tickerSetProblem([], 1_000)).toBeUndefined();
  });

  it('refuses a set over the contract’s bound', () => {
    const letter = (n: number) => String.fromCharCode(65 + (n % 26));
    const tickers = Array.from({ length: 1_001 }, (_, n) => letter(n / 676) + letter(n / 26) + letter(n));
    expect(new Set(tickers).size).toBe(1_001);
    expect(tickerSetProblem(tickers, 1_000)).toBe('1001 tickers, at most 1000 allowed');
    expect(tickerSetProblem(tickers.slice(1), 1_000)).toBeUndefined();
  });

  it('names what is not a ticker', () => {
    expect(tickerSetProblem(['AAPL', 'ibit', 'TOOLONG', 'A B'], 1_000)).toBe('not US tickers: ibit, TOOLONG, A B');
  });

  it('refuses a ticker listed twice', () => {
    expect(tickerSetProblem(['AAPL', 'AAPL'], 1_000)).toBe('a ticker is listed twice');
  });
});

describe('sameTickers', () => {
  it('compares two sets in order', () => {
    expect(sameTickers(['A', 'B'], ['A', 'B'])).toBe(true);
    expect(sameTickers(['A', 'B'], ['A'])).toBe(false);
    expect(sameTickers(['A', 'B'], ['A', 'C'])).toBe(false);
    expect(sameTickers([], [])).toBe(true);
  });
});
