import { CONTENT_TICKERS_MAX, contentTickersProblem } from './content-ticker-set.js';

describe('contentTickersProblem', () => {
  it('accepts upper-case US tickers, class shares included, and the empty set', () => {
    expect(contentTickersProblem(['BF-B', 'BRK.B', 'ETHA', 'IBIT', 'MARA'])).toBeUndefined();
    expect(contentTickersProblem([])).toBeUndefined();
  });

  it('refuses a set over the contract’s bound', () => {
    const letter = (n: number) => String.fromCharCode(65 + (n % 26));
    const tickers = Array.from({ length: CONTENT_TICKERS_MAX + 1 }, (_, n) => letter(n / 676) + letter(n / 26) + letter(n));
    expect(new Set(tickers).size).toBe(CONTENT_TICKERS_MAX + 1);
    expect(contentTickersProblem(tickers)).toBe('1001 tickers, at most 1000 allowed');
    expect(contentTickersProblem(tickers.slice(1))).toBeUndefined();
  });

  it('names what is not a ticker', () => {
    expect(contentTickersProblem(['AAPL', 'ibit', 'TOOLONG', 'A B'])).toBe('not US tickers: ibit, TOOLONG, A B');
  });

  it('refuses a ticker listed twice', () => {
    expect(contentTickersProblem(['AAPL', 'AAPL'])).toBe('a ticker is listed twice');
  });
});
