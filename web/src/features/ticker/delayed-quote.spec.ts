import { describe, expect, it } from '@jest/globals';
import { parseDelayedQuotes } from './delayed-quote.js';

describe('parseDelayedQuotes', () => {
  it('reads symbol, name, last, change and change_percent', () => {
    expect(
      parseDelayedQuotes([{ symbol: 'AAPL', name: 'Apple Inc.', last: 187.12, change: 1.23, change_percent: 0.66 }]),
    ).toEqual([{ symbol: 'AAPL', name: 'Apple Inc.', last: 187.12, change: 1.23, change_percent: 0.66 }]);
  });

  it('writes symbols in upper case without spaces, and an absent name as empty', () => {
    expect(parseDelayedQuotes([{ symbol: ' msft ', last: 1, change: 0, change_percent: 0 }])).toEqual([
      { symbol: 'MSFT', name: '', last: 1, change: 0, change_percent: 0 },
    ]);
  });

  it('leaves out entries without a symbol or with a price that is not a number', () => {
    const answer = [
      { name: 'No symbol', last: 1, change: 0, change_percent: 0 },
      { symbol: 'TSLA', last: null, change: 0, change_percent: 0 },
      { symbol: 'C', last: 50, change: '1', change_percent: 0 },
      null,
      { symbol: 'BP', last: 30, change: -0.2, change_percent: -0.66 },
    ];
    expect(parseDelayedQuotes(answer).map((quote) => quote.symbol)).toEqual(['BP']);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseDelayedQuotes({ detail: 'Service temporarily unavailable.' })).toThrow(TypeError);
  });
});
