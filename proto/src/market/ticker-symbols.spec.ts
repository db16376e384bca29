import { INDEX_SYMBOLS, TICKER_SYMBOLS, rankOf } from './ticker-symbols.js';

describe('ticker symbols', () => {
  it('lists 110 ranked companies', () => {
    expect(TICKER_SYMBOLS).toHaveLength(110);
  });

  it('uses every symbol once', () => {
    const symbols = [...TICKER_SYMBOLS, ...INDEX_SYMBOLS].map((entry) => entry.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('uses every rank from 1 to 110 once, in list order', () => {
    expect(TICKER_SYMBOLS.map((entry) => entry.rank)).toEqual(Array.from({ length: 110 }, (_, i) => i + 1));
  });

  it.each([
    ['TSLA', 1],
    ['AAPL', 2],
    ['C', 3],
    ['BP', 110],
  ])('ranks %s at %i as the spec fixes', (symbol, rank) => {
    expect(TICKER_SYMBOLS.find((entry) => entry.symbol === symbol)?.rank).toBe(rank);
  });

  it('names every company and writes symbols in upper case', () => {
    for (const entry of [...TICKER_SYMBOLS, ...INDEX_SYMBOLS]) {
      expect(entry.symbol).toMatch(/^[A-Z]{1,5}$/);
      expect(entry.name.trim()).not.toBe('');
    }
  });

  it('keeps the three index trackers unranked, so they lead the tape', () => {
    expect(INDEX_SYMBOLS.map((entry) => entry.symbol)).toEqual(['SPY', 'DIA', 'QQQ']);
    expect(INDEX_SYMBOLS.every((entry) => entry.rank === 0)).toBe(true);
  });

  describe('rankOf', () => {
    it('gives a listed symbol its fixed rank whatever its position', () => {
      expect(rankOf('AAPL', 57)).toBe(2);
      expect(rankOf('BP', 0)).toBe(110);
    });

    it('ignores case and surrounding spaces', () => {
      expect(rankOf(' tsla ', 9)).toBe(1);
    });

    it('falls back to the position for a symbol outside the list', () => {
      expect(rankOf('ZZZZ', 7)).toBe(7);
      expect(rankOf('', 3)).toBe(3);
    });

    it('gives an index tracker rank 0', () => {
      expect(rankOf('SPY', 5)).toBe(0);
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TICKER_SYMBOLS)).toBe(true);
    expect(Object.isFrozen(TICKER_SYMBOLS[0])).toBe(true);
  });
});
