import type { ProviderQuote } from './provider-quote.js';
import { describe, decimal, instant, isRecord, parseJson, record, text, type JsonRecord } from './provider-json.js';
import { malformed } from '@mc/runtime';

/**
 * Reads a `quoteDelayed` answer in either shape Benzinga documents (see the market-data
 * emulator's README): A, an object keyed by symbol, or B, a `quotes` array of security and quote
 * pairs. Numbers may come as JSON numbers or decimal strings; an empty string is a missing value.
 * Anything else (HTML, cut-off JSON, another shape, a word where a number belongs) throws a
 * `malformed` ProviderError, so one bad answer fails its own request and nothing more.
 */
export function parseDelayedQuotes(text: string): ProviderQuote[] {
  const answer = parseJson(text);
  if (!isRecord(answer)) throw malformed(`expected a JSON object, got ${describe(answer)}`);
  return 'quotes' in answer ? readShapeB(answer.quotes) : readShapeA(answer);
}

function readShapeA(answer: JsonRecord): ProviderQuote[] {
  return Object.entries(answer).map(([key, entry]) => {
    const quote = record(entry, key);
    const symbol = text(quote.symbol, `${key}.symbol`) ?? key;
    const field = (name: string) => `${symbol}.${name}`;
    return {
      symbol,
      name: text(quote.name, field('name')) ?? text(quote.companyStandardName, field('companyStandardName')),
      last: decimal(quote.lastTradePrice, field('lastTradePrice')),
      change: decimal(quote.change, field('change')),
      changePercent: decimal(quote.changePercent, field('changePercent')),
      previousClose: decimal(quote.previousClosePrice, field('previousClosePrice')),
      asOf: instant(quote.lastTradeTime, field('lastTradeTime')),
    };
  });
}

function readShapeB(quotes: unknown): ProviderQuote[] {
  if (!Array.isArray(quotes)) throw malformed(`"quotes" should be a list, got ${describe(quotes)}`);
  return quotes.map((entry, index) => {
    const pair = record(entry, `quotes[${index}]`);
    const security = record(pair.security, `quotes[${index}].security`);
    const quote = record(pair.quote, `quotes[${index}].quote`);
    const symbol = text(security.symbol, `quotes[${index}].security.symbol`);
    if (symbol === null) throw malformed(`quotes[${index}] has no symbol`);
    const field = (name: string) => `${symbol}.${name}`;
    return {
      symbol,
      name: text(security.name, field('name')),
      last: decimal(quote.last, field('last')),
      change: decimal(quote.change, field('change')),
      changePercent: decimal(quote.changePercent, field('changePercent')),
      previousClose: decimal(quote.previousClose, field('previousClose')),
      asOf: instant(quote.date, field('date')),
    };
  });
}
