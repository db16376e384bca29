import { dayFromIso } from './civil-date.js';
import type { CalendarEndpoint } from './calendar-endpoints.js';
import type { CalendarRow, CalendarRows, CalendarType } from './calendar-types.js';
import { fuzzyDateSpan } from './fuzzy-dates.js';

// The query parameters of the provider's calendar endpoints, read strictly (a malformed value is a 400 naming
// the parameter, as the provider does), and the search they describe over a calendar's rows.

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1_000;
export const MAX_PAGE = 100_000;
export const MAX_TICKERS = 50;

export class InvalidParameter extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(`${param} ${message}`);
  }
}

export interface CalendarQuery {
  page: number;
  pageSize: number;
  fromDay?: number;
  toDay?: number;
  /** The row field dates are searched and sorted on. */
  dateField: string;
  descending: boolean;
  /** Fuzzy dates (2026-Q3) match only when their whole span lies in the range. */
  strict: boolean;
  tickers?: ReadonlySet<string>;
  importance?: number;
  updatedSince?: number;
  country?: string;
  categories?: readonly string[];
  eventNames?: readonly string[];
}

const TICKER = /^[A-Z0-9.\-/]{1,10}$/;

export function parseCalendarQuery(endpoint: CalendarEndpoint, params: URLSearchParams): CalendarQuery {
  const { page, pageSize } = parsePaging(params, endpoint.pageSizeParam);
  const query: CalendarQuery = { page, pageSize, dateField: endpoint.defaultDateField, descending: false, strict: true };
  Object.assign(query, parseDates(params));
  if (endpoint.dateChoice) Object.assign(query, parseDateChoice(endpoint.dateChoice, params));
  if (endpoint.tickerParam) query.tickers = parseTickers(params, endpoint.tickerParam);
  const importance = optional(params, 'parameters[importance]');
  if (importance !== undefined) {
    if (!/^[0-5]$/.test(importance)) throw new InvalidParameter('parameters[importance]', 'must be a whole number from 0 to 5');
    if (endpoint.importance) query.importance = Number(importance);
  }
  const updated = optional(params, 'parameters[updated]');
  if (updated !== undefined) query.updatedSince = unixSecondsParam('parameters[updated]', updated);
  const strict = optional(params, 'parameters[date_search_strict]');
  if (strict !== undefined) {
    if (strict !== 'true' && strict !== 'false')
      throw new InvalidParameter('parameters[date_search_strict]', 'must be true or false');
    query.strict = strict === 'true';
  }
  if (endpoint.type === 'economics') Object.assign(query, parseEconomicFilters(params));
  return query;
}

export function parsePaging(params: URLSearchParams, pageSizeParam: 'pagesize' | 'pageSize'): { page: number; pageSize: number } {
  const pageText = optional(params, 'page');
  const page = pageText === undefined ? 0 : wholeNumber('page', pageText, 0, MAX_PAGE);
  // Benzinga spells it pageSize on some endpoints and pagesize on others; either is read, the endpoint's first.
  const otherParam = pageSizeParam === 'pagesize' ? 'pageSize' : 'pagesize';
  const sizeParam = params.has(pageSizeParam) ? pageSizeParam : otherParam;
  const sizeText = optional(params, sizeParam);
  const pageSize = sizeText === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(sizeParam, sizeText, 1, MAX_PAGE_SIZE);
  return { page, pageSize };
}

export function unixSecondsParam(param: string, text: string): number {
  return wholeNumber(param, text, 0, 99_999_999_999);
}

function parseDates(params: URLSearchParams): Pick<CalendarQuery, 'fromDay' | 'toDay'> {
  const date = optional(params, 'parameters[date]');
  const from = optional(params, 'parameters[date_from]');
  const to = optional(params, 'parameters[date_to]');
  if (date !== undefined) {
    if (from !== undefined || to !== undefined) {
      throw new InvalidParameter('parameters[date]', 'cannot be combined with parameters[date_from] or parameters[date_to]');
    }
    const day = dateParam('parameters[date]', date);
    return { fromDay: day, toDay: day };
  }
  const fromDay = from === undefined ? undefined : dateParam('parameters[date_from]', from);
  const toDay = to === undefined ? undefined : dateParam('parameters[date_to]', to);
  if (fromDay !== undefined && toDay !== undefined && toDay < fromDay) {
    throw new InvalidParameter('parameters[date_to]', 'must not be before parameters[date_from]');
  }
  return { fromDay, toDay };
}

function parseDateChoice(
  choice: NonNullable<CalendarEndpoint['dateChoice']>,
  params: URLSearchParams,
): Pick<CalendarQuery, 'dateField' | 'descending'> | undefined {
  const value = optional(params, choice.param);
  if (value === undefined) return undefined;
  // date_sort takes an optional :asc or :desc and, as Benzinga documents, sorts newest first by default.
  const [name, direction] = value.split(':');
  const sorts = choice.param === 'parameters[date_sort]';
  const field = choice.fields[name];
  const directionOk = direction === undefined || (sorts && (direction === 'asc' || direction === 'desc'));
  if (!field || !directionOk) {
    const choices = Object.keys(choice.fields).join(', ');
    throw new InvalidParameter(choice.param, `must be one of ${choices}${sorts ? ', optionally followed by :asc or :desc' : ''}`);
  }
  return { dateField: field, descending: sorts ? direction !== 'asc' : false };
}

function parseTickers(params: URLSearchParams, param: string): ReadonlySet<string> | undefined {
  const value = optional(params, param);
  if (value === undefined) return undefined;
  const tickers = [
    ...new Set(
      value
        .split(',')
        .map((ticker) => ticker.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (tickers.length === 0) throw new InvalidParameter(param, 'must name at least one ticker');
  if (tickers.length > MAX_TICKERS)
    throw new InvalidParameter(param, `takes at most ${MAX_TICKERS} tickers, got ${tickers.length}`);
  const bad = tickers.find((ticker) => !TICKER.test(ticker));
  if (bad) throw new InvalidParameter(param, `has a malformed ticker: ${bad}`);
  return new Set(tickers);
}

function parseEconomicFilters(params: URLSearchParams): Pick<CalendarQuery, 'country' | 'categories' | 'eventNames'> {
  const filters: Pick<CalendarQuery, 'country' | 'categories' | 'eventNames'> = {};
  const country = optional(params, 'country');
  if (country !== undefined) {
    if (!/^[A-Za-z]{3}$/.test(country)) throw new InvalidParameter('country', 'must be a three-letter country code such as USA');
    filters.country = country.toUpperCase();
  }
  const categories = optional(params, 'event_category');
  if (categories !== undefined) filters.categories = listOf(categories);
  const names = optional(params, 'event_name');
  if (names !== undefined) filters.eventNames = listOf(names);
  return filters;
}

/** The page of rows the query asks for, in the provider's order. */
export function selectRows<K extends CalendarType>(
  endpoint: CalendarEndpoint<K>,
  rows: readonly CalendarRow[],
  query: CalendarQuery,
): CalendarRow[] {
  const matching = rows.filter((row) => matches(endpoint, row, query));
  const sorted =
    query.updatedSince !== undefined
      ? matching.sort((a, b) => a.updated - b.updated || a.id.localeCompare(b.id))
      : matching.sort((a, b) => byDate(a, b, query, endpoint.timeField));
  return sorted.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
}

function matches<K extends CalendarType>(endpoint: CalendarEndpoint<K>, row: CalendarRow, query: CalendarQuery): boolean {
  if (query.fromDay !== undefined || query.toDay !== undefined) {
    const span = dateSpan(field(row, query.dateField));
    if (!span) return false;
    const from = query.fromDay ?? -Infinity;
    const to = query.toDay ?? Infinity;
    const inside = query.strict ? span.first >= from && span.last <= to : span.last >= from && span.first <= to;
    if (!inside) return false;
  }
  const { tickers, importance, updatedSince, country, categories, eventNames } = query;
  if (tickers && !endpoint.tickersOf?.(row as CalendarRows[K]).some((ticker) => tickers.has(ticker))) return false;
  if (importance !== undefined && Number(field(row, 'importance')) < importance) return false;
  if (updatedSince !== undefined && row.updated < updatedSince) return false;
  if (country !== undefined && field(row, 'country') !== country) return false;
  if (categories && !categories.includes(String(field(row, 'event_category')).toLowerCase())) return false;
  const eventName = String(field(row, 'event_name')).toLowerCase();
  return !eventNames || eventNames.some((name) => eventName.startsWith(name));
}

function byDate(a: CalendarRow, b: CalendarRow, query: CalendarQuery, timeField?: string): number {
  const dayA = dateSpan(field(a, query.dateField))?.first;
  const dayB = dateSpan(field(b, query.dateField))?.first;
  if (dayA === undefined || dayB === undefined) {
    if (dayA !== dayB) return dayA === undefined ? 1 : -1;
  } else if (dayA !== dayB) {
    return query.descending ? dayB - dayA : dayA - dayB;
  }
  const [timeA, timeB] = timeField ? [String(field(a, timeField)), String(field(b, timeField))] : ['', ''];
  if (timeA !== timeB) return query.descending ? timeB.localeCompare(timeA) : timeA.localeCompare(timeB);
  return a.id.localeCompare(b.id);
}

function field(row: CalendarRow, name: string): unknown {
  return (row as unknown as Record<string, unknown>)[name];
}

function dateSpan(value: unknown): { first: number; last: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const day = dayFromIso(value);
  return day === undefined ? fuzzyDateSpan(value) : { first: day, last: day };
}

function optional(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null ? undefined : value.trim();
}

function dateParam(param: string, text: string): number {
  const day = dayFromIso(text);
  if (day === undefined) throw new InvalidParameter(param, 'must be a date as YYYY-MM-DD');
  return day;
}

function wholeNumber(param: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new InvalidParameter(param, `must be a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function listOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}
