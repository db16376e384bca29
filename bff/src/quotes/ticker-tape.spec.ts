import { create } from '@bufbuild/protobuf';
import { DelayedQuoteSchema, type DelayedQuote } from '@mc/proto';
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '@mc/proto/ticker-symbols';
import { tapeEntries } from './ticker-tape.js';

const quote = (symbol: string, last = 100): DelayedQuote =>
  create(DelayedQuoteSchema, {
    symbol,
    name: `${symbol} name`,
    last,
    change: -1.25,
    changePercent: -1.23,
    previousClose: 101.25,
  });

describe('tapeEntries', () => {
  it('puts the index trackers first, then the fixed ranking (TSLA 1, AAPL 2, C 3, …, BP 110)', () => {
    const everything = [...TICKER_SYMBOLS, ...INDEX_SYMBOLS].map((listing) => quote(listing.symbol)).reverse();
    const symbols = tapeEntries(everything).map((entry) => entry.symbol);
    expect(symbols).toHaveLength(113);
    expect(symbols.slice(0, 6)).toEqual(['SPY', 'DIA', 'QQQ', 'TSLA', 'AAPL', 'C']);
    expect(symbols.at(-1)).toBe('BP');
    expect(symbols).toEqual([...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((listing) => listing.symbol));
  });

  it('leaves out symbols that are not on the tape', () => {
    expect(tapeEntries([quote('ZZZZ'), quote('AAPL'), quote('aapl')]).map((entry) => entry.symbol)).toEqual(['AAPL']);
  });

  it('answers the spec’s fields, as numbers, and nothing more', () => {
    expect(tapeEntries([quote('AAPL', 126.14)])).toEqual([
      { symbol: 'AAPL', name: 'AAPL name', last: 126.14, change: -1.25, change_percent: -1.23 },
    ]);
    expect(JSON.stringify(tapeEntries([quote('AAPL', 126.14)]))).toBe(
      '[{"symbol":"AAPL","name":"AAPL name","last":126.14,"change":-1.25,"change_percent":-1.23}]',
    );
  });

  it('answers an empty list when no listed symbol is quoted', () => {
    expect(tapeEntries([])).toEqual([]);
  });
});
