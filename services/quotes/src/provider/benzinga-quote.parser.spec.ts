import { parseDelayedQuotes } from './benzinga-quote.parser.js';
import { ProviderError } from '@mc/runtime';

// Trimmed from the market-data emulator's answers, which follow Benzinga's documentation.
const shapeA = {
  AAPL: {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    companyStandardName: 'Apple Inc.',
    type: 'STOCK',
    currency: 'USD',
    lastTradePrice: '126.14',
    lastTradeTime: 1741113612000,
    change: '-1.11',
    changePercent: '-0.87',
    previousClosePrice: '127.25',
    previousCloseDate: '2025-03-03T21:00:00.000Z',
    open: '',
    volume: '22681468',
  },
};

const shapeB = {
  quotes: [
    {
      security: { symbol: 'AAPL', name: 'Apple Inc.', cik: '', valoren: '' },
      quote: {
        date: '2025-03-04T18:40:12.000Z',
        last: '126.14',
        change: '-1.11',
        changePercent: '-0.87',
        previousClose: '127.25',
        open: '',
        tradingHalted: false,
      },
    },
  ],
};

const apple = {
  symbol: 'AAPL',
  name: 'Apple Inc.',
  last: 126.14,
  change: -1.11,
  changePercent: -0.87,
  previousClose: 127.25,
  asOf: new Date(1741113612000),
};

const parse = (answer: unknown) => parseDelayedQuotes(JSON.stringify(answer));

function malformedMessage(answer: string): string {
  try {
    parseDelayedQuotes(answer);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('malformed');
    return (error as ProviderError).message;
  }
  throw new Error(`parsed without complaint: ${answer}`);
}

describe('parseDelayedQuotes', () => {
  it('reads shape A, the object keyed by symbol', () => {
    expect(parse(shapeA)).toEqual([apple]);
  });

  it('reads shape B, the list of security and quote pairs, into the same quote', () => {
    expect(parse(shapeB)).toEqual([apple]);
  });

  it('takes JSON numbers as well as decimal strings', () => {
    const numbers = {
      AAPL: { ...shapeA.AAPL, lastTradePrice: 126.14, change: -1.11, changePercent: -0.87, previousClosePrice: 127.25 },
    };
    expect(parse(numbers)).toEqual([apple]);
  });

  it('reads epoch milliseconds given as digits', () => {
    expect(parse({ AAPL: { ...shapeA.AAPL, lastTradeTime: '1741113612000' } })[0].asOf).toEqual(apple.asOf);
  });

  it('turns empty strings and nulls into missing values', () => {
    const blank = {
      AAPL: {
        ...shapeA.AAPL,
        name: '',
        companyStandardName: '',
        lastTradePrice: '',
        change: null,
        previousClosePrice: '',
        lastTradeTime: '',
      },
    };
    expect(parse(blank)).toEqual([
      { symbol: 'AAPL', name: null, last: null, change: null, changePercent: -0.87, previousClose: null, asOf: null },
    ]);
  });

  it('falls back to the standard name, and to the key for the symbol, in shape A', () => {
    const { symbol: _symbol, ...withoutSymbol } = shapeA.AAPL;
    expect(parse({ AAPL: { ...withoutSymbol, name: '' } })).toEqual([apple]);
  });

  it('answers an empty list for an empty answer of either shape (no symbol known)', () => {
    expect(parse({})).toEqual([]);
    expect(parse({ quotes: [] })).toEqual([]);
  });

  it.each([
    ['an HTML error page', '<html><body><h1>502 Bad Gateway</h1></body></html>', /not JSON/],
    ['cut-off JSON', JSON.stringify(shapeA).slice(0, 80), /not JSON/],
    ['a list at the top', '[]', /expected a JSON object, got a list/],
    ['a bare number', '42', /expected a JSON object/],
    ['neither shape', '{"quotes":"unavailable","status":"maintenance"}', /"quotes" should be a list/],
    ['an entry that is not an object', '{"AAPL":"126.14"}', /AAPL should be an object/],
    [
      'a word for a price',
      JSON.stringify({ AAPL: { ...shapeA.AAPL, lastTradePrice: 'n/a' } }),
      /AAPL.lastTradePrice should be a number/,
    ],
    [
      'a number with thousands separators',
      JSON.stringify({ AAPL: { ...shapeA.AAPL, change: '1,234.5' } }),
      /AAPL.change should be a number/,
    ],
    ['an object for a price', JSON.stringify({ AAPL: { ...shapeA.AAPL, change: { value: 1 } } }), /got an object/],
    ['a number for a name', JSON.stringify({ AAPL: { ...shapeA.AAPL, name: 7 } }), /AAPL.name should be text/],
    [
      'an unreadable time',
      JSON.stringify({ AAPL: { ...shapeA.AAPL, lastTradeTime: 'yesterday' } }),
      /lastTradeTime should be a time/,
    ],
    [
      'a pair without a symbol',
      JSON.stringify({ quotes: [{ security: { name: 'x' }, quote: {} }] }),
      /quotes\[0\] has no symbol/,
    ],
    [
      'a pair without a quote',
      JSON.stringify({ quotes: [{ security: { symbol: 'AAPL' } }] }),
      /quotes\[0\].quote should be an object/,
    ],
  ])('refuses %s as malformed', (_kind, answer, message) => {
    expect(malformedMessage(answer)).toMatch(message);
  });
});
