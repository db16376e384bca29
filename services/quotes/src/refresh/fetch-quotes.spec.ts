import type { TickerSymbol } from '@mc/proto/ticker-symbols';
import type { ProviderQuote } from '../provider/provider-quote.js';
import { fetchQuotes } from './fetch-quotes.js';
import { TAPE_LISTINGS } from './quoted-listings.js';
import { ProviderError } from '@mc/runtime';

const fetchedAt = new Date(Date.UTC(2025, 2, 4, 18, 40, 5));
const tradedAt = new Date(Date.UTC(2025, 2, 4, 18, 40));

const quoteOf = (symbol: string, overrides: Partial<ProviderQuote> = {}): ProviderQuote => ({
  symbol,
  name: `${symbol} Inc.`,
  last: 10,
  change: 0.5,
  changePercent: 5.26,
  previousClose: 9.5,
  asOf: tradedAt,
  ...overrides,
});

/** A provider that quotes every symbol it is asked for, and remembers what it was asked. */
function provider(answer: (symbols: readonly string[]) => Promise<ProviderQuote[]> = async (s) => s.map((x) => quoteOf(x))) {
  const requests: string[][] = [];
  return {
    requests,
    delayedQuotes: (symbols: readonly string[]) => {
      requests.push([...symbols]);
      return answer(symbols);
    },
  };
}

const listing = (symbol: string, rank: number): TickerSymbol => ({ symbol, name: `${symbol} (listed)`, rank });

describe('fetchQuotes', () => {
  it('asks for all 113 tape symbols in three requests and keeps every complete quote', async () => {
    const source = provider();
    const tape = await fetchQuotes(source, TAPE_LISTINGS, () => fetchedAt);
    expect(TAPE_LISTINGS).toHaveLength(113);
    expect(source.requests.map((batch) => batch.length)).toEqual([50, 50, 13]);
    expect(source.requests.flat()).toEqual(TAPE_LISTINGS.map((entry) => entry.symbol));
    expect(tape.quotes).toHaveLength(113);
    expect(tape.unquoted).toEqual([]);
    expect(tape.quotes[0]).toEqual({
      symbol: 'SPY',
      name: 'SPY Inc.',
      last: 10,
      change: 0.5,
      changePercent: 5.26,
      previousClose: 9.5,
      asOf: tradedAt,
      fetchedAt,
    });
  });

  it('fails as a whole when one request fails, naming the request', async () => {
    const source = provider(async (symbols) => {
      if (symbols.includes('BP')) throw new ProviderError('timeout', 'no complete answer within 10000 ms');
      return symbols.map((symbol) => quoteOf(symbol));
    });
    const failure = fetchQuotes(source, TAPE_LISTINGS, () => fetchedAt);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ reason: 'timeout', message: expect.stringMatching(/^[A-Z]+…BP: no complete/) });
  });

  it('leaves out symbols the provider did not quote or quoted without a price or change', async () => {
    const listings = [listing('AAA', 1), listing('BBB', 2), listing('CCC', 3), listing('DDD', 4)];
    const source = provider(async () => [
      quoteOf('AAA'),
      quoteOf('BBB', { last: null }),
      quoteOf('CCC', { changePercent: null }),
    ]);
    const tape = await fetchQuotes(source, listings, () => fetchedAt);
    expect(tape.quotes.map((quote) => quote.symbol)).toEqual(['AAA']);
    expect(tape.unquoted).toEqual(['BBB', 'CCC', 'DDD']);
  });

  it('fills a missing name from the listing and a missing time from the answer’s', async () => {
    const source = provider(async () => [quoteOf('AAA', { name: null, asOf: null, previousClose: null })]);
    const [quote] = (await fetchQuotes(source, [listing('AAA', 1)], () => fetchedAt)).quotes;
    expect(quote).toMatchObject({ name: 'AAA (listed)', asOf: fetchedAt, previousClose: null });
  });

  it('names a symbol that only content names as the provider does, or by its symbol when the provider gives no name', async () => {
    const source = provider(async () => [
      quoteOf('IBIT', { name: 'iShares Bitcoin Trust ETF' }),
      quoteOf('MARA', { name: null }),
    ]);
    const { quotes } = await fetchQuotes(source, [{ symbol: 'IBIT' }, { symbol: 'MARA' }], () => fetchedAt);
    expect(quotes.map(({ symbol, name }) => ({ symbol, name }))).toEqual([
      { symbol: 'IBIT', name: 'iShares Bitcoin Trust ETF' },
      { symbol: 'MARA', name: 'MARA' },
    ]);
  });

  it('leaves a symbol the provider does not know unquoted and stores the rest', async () => {
    const source = provider(async (symbols) => symbols.filter((symbol) => symbol !== 'ZZZZ').map((symbol) => quoteOf(symbol)));
    const tape = await fetchQuotes(source, [...TAPE_LISTINGS, { symbol: 'ZZZZ' }], () => fetchedAt);
    expect(source.requests.map((batch) => batch.length)).toEqual([50, 50, 14]);
    expect(tape.quotes).toHaveLength(113);
    expect(tape.unquoted).toEqual(['ZZZZ']);
  });

  it('keeps the most recent quote when an answer repeats a symbol', async () => {
    const later = new Date(tradedAt.getTime() + 60_000);
    const source = provider(async () => [quoteOf('AAA', { asOf: later, last: 11 }), quoteOf('AAA', { last: 10 })]);
    const tape = await fetchQuotes(source, [listing('AAA', 1)], () => fetchedAt);
    expect(tape.quotes).toEqual([expect.objectContaining({ symbol: 'AAA', last: 11, asOf: later })]);
  });

  it('lets a programming error through unchanged', async () => {
    const source = provider(async () => {
      throw new RangeError('ask for 1 to 50 symbols, not 51');
    });
    await expect(fetchQuotes(source, [listing('AAA', 1)])).rejects.toBeInstanceOf(RangeError);
  });
});
