import type { ProviderQuote } from './provider-quote.js';
import { malformed } from '@mc/runtime';

type JsonRecord = Record<string, unknown>;

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed(`not JSON: ${JSON.stringify(text.slice(0, 80))}`);
  }
}

const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

function record(value: unknown, where: string): JsonRecord {
  if (!isRecord(value)) throw malformed(`${where} should be an object, got ${describe(value)}`);
  return value;
}

function text(value: unknown, where: string): string | null {
  if (isMissing(value)) return null;
  if (typeof value !== 'string') throw malformed(`${where} should be text, got ${describe(value)}`);
  return value.trim() || null;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function decimal(value: unknown, where: string): number | null {
  if (isMissing(value)) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  throw malformed(`${where} should be a number, got ${describe(value)}`);
}

const EPOCH_MS = /^\d+$/;
// Only ISO 8601: Date's own parser would also take "March 4" or "-1" and guess.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds (Benzinga's `lastTradeTime`, as a number or digits) or an ISO 8601 date. */
function instant(value: unknown, where: string): Date | null {
  if (isMissing(value)) return null;
  let date: Date | undefined;
  if (typeof value === 'number' || (typeof value === 'string' && EPOCH_MS.test(value))) date = new Date(Number(value));
  else if (typeof value === 'string' && ISO_8601.test(value)) date = new Date(value);
  if (date === undefined || Number.isNaN(date.getTime())) throw malformed(`${where} should be a time, got ${describe(value)}`);
  return date;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value)?.slice(0, 40) ?? typeof value;
}
