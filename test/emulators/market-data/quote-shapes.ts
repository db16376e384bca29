import type { QuoteFields } from './quote-fields.js';

// Benzinga documents two answers for delayed quotes (see README.md). Shape A, an object keyed by symbol,
// is what /api/v2/quoteDelayed returns today; shape B, a `quotes` array of security + quote pairs, is the
// older v1 answer. The emulator serves either on both paths, so a client can be tested against both.

export interface ShapeAQuote {
  symbol: string;
  name: string;
  companyStandardName: string;
  type: string;
  currency: 'USD';
  lastTradePrice: string;
  lastTradeTime: number;
  change: string;
  changePercent: string;
  previousClosePrice: string;
  previousCloseDate: string;
  open: string;
  high: string;
  low: string;
  volume: string;
}

export type ShapeAAnswer = Record<string, ShapeAQuote>;

export interface ShapeBEntry {
  security: { symbol: string; name: string; cik: string; valoren: string };
  quote: {
    date: string;
    last: string;
    change: string;
    changePercent: string;
    previousClose: string;
    previousCloseDate: string;
    open: string;
    high: string;
    low: string;
    volume: string;
    currency: 'USD';
    tradingHalted: boolean;
  };
}

export interface ShapeBAnswer {
  quotes: ShapeBEntry[];
}

export function toShapeA(quotes: readonly QuoteFields[]): ShapeAAnswer {
  return Object.fromEntries(quotes.map((quote) => [quote.symbol, toShapeAQuote(quote)]));
}

export function toShapeB(quotes: readonly QuoteFields[]): ShapeBAnswer {
  return { quotes: quotes.map(toShapeBEntry) };
}

function toShapeAQuote(quote: QuoteFields): ShapeAQuote {
  return {
    symbol: quote.symbol,
    name: quote.name,
    companyStandardName: quote.standardName,
    type: quote.type,
    currency: 'USD',
    lastTradePrice: quote.last,
    lastTradeTime: quote.time,
    change: quote.change,
    changePercent: quote.changePercent,
    previousClosePrice: quote.previousClose,
    previousCloseDate: quote.previousCloseDate,
    open: quote.open,
    high: quote.high,
    low: quote.low,
    volume: quote.volume,
  };
}

function toShapeBEntry(quote: QuoteFields): ShapeBEntry {
  return {
    // The emulator knows no CIK or Valoren numbers, so they are missing values: empty strings.
    security: { symbol: quote.symbol, name: quote.name, cik: '', valoren: '' },
    quote: {
      date: new Date(quote.time).toISOString(),
      last: quote.last,
      change: quote.change,
      changePercent: quote.changePercent,
      previousClose: quote.previousClose,
      previousCloseDate: quote.previousCloseDate,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: quote.volume,
      currency: 'USD',
      tradingHalted: false,
    },
  };
}
