import { describe, expect, it } from '@jest/globals';
import { listedQuotes, orderByRank } from './listed-quotes.js';
import { sampleQuote } from './sample-quotes.test-helper.js';

const symbolsOf = (quotes: { symbol: string }[]) => quotes.map((quote) => quote.symbol);

describe('listedQuotes', () => {
  it('keeps only the 110 ranked symbols and the three indices', () => {
    const answer = ['ZZZZ', 'AAPL', 'SPY', 'GME', 'BP', 'QQQ', 'DIA', 'TSLA'].map((symbol) => sampleQuote(symbol));
    expect(symbolsOf(listedQuotes(answer))).toEqual(['SPY', 'QQQ', 'DIA', 'TSLA', 'AAPL', 'BP']);
  });

  it('orders by the fixed ranking, whatever order the answer had (TSLA 1, AAPL 2, C 3 … BP 110)', () => {
    const answer = ['BP', 'C', 'AAPL', 'TSLA'].map((symbol) => sampleQuote(symbol));
    expect(symbolsOf(listedQuotes(answer))).toEqual(['TSLA', 'AAPL', 'C', 'BP']);
  });

  it('puts the indices first, in the order the answer gave them', () => {
    const answer = ['TSLA', 'DIA', 'SPY', 'QQQ'].map((symbol) => sampleQuote(symbol));
    expect(symbolsOf(listedQuotes(answer))).toEqual(['DIA', 'SPY', 'QQQ', 'TSLA']);
  });
});

describe('orderByRank', () => {
  it('ranks a symbol outside the list at its position in the answer, counted from 1', () => {
    // NEWCO is 3rd in the answer: it ranks 3, between AAPL (2) and MSFT (4).
    const answer = ['MSFT', 'AAPL', 'NEWCO'].map((symbol) => sampleQuote(symbol));
    expect(symbolsOf(orderByRank(answer))).toEqual(['AAPL', 'NEWCO', 'MSFT']);
  });
});
