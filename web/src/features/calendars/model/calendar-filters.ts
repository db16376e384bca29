import {
  CALENDAR_TYPES,
  COUNTRIES,
  DEFAULT_ORDERING,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  ORDERINGS,
  SECTORS,
  SESSIONS,
  type CalendarPath,
  type CalendarType,
  type Ordering,
  type SectorKey,
  type Session,
} from '@mc/api/calendars';
import { instantAt } from '@mc/market-time';
import { currentWeekIn, isDay, type Day } from './day-range.js';

/**
 * What a calendar screen is filtered by. It lives in the address (the API's own parameter names), so
 * a view can be shared and the browser's back button undoes a change.
 */
export interface CalendarFilters {
  /** Both null: the current week, as the API answers by default. */
  dateFrom: Day | null;
  dateTo: Day | null;
  /** Prefix of a ticker or of a word of the company (or event) name. */
  search: string;
  /** Importance at least this (0–5). */
  importance: number | null;
  sectors: SectorKey[];
  marketCapMin: number | null;
  marketCapMax: number | null;
  /** true: confirmed dates only; false: estimated only. */
  confirmed: boolean | null;
  sessions: Session[];
  ordering: Ordering;
  /** Only on the combined calendar: the types shown (none = every type). */
  types: CalendarType[];
  /** Economic releases of these countries (three-letter codes; none = every country). */
  countries: string[];
  /** IPOs that were postponed or withdrawn too (the API leaves them out by default). */
  includeCalledOff: boolean;
  /** Only rows changed at or after this ISO 8601 instant ("Changed this week": the week's Monday, 00:00). */
  updatedSince: string | null;
}

export const NO_FILTERS: CalendarFilters = {
  dateFrom: null,
  dateTo: null,
  search: '',
  importance: null,
  sectors: [],
  marketCapMin: null,
  marketCapMax: null,
  confirmed: null,
  sessions: [],
  ordering: DEFAULT_ORDERING,
  types: [],
  countries: [],
  includeCalledOff: false,
  updatedSince: null,
};

/** An ISO 8601 instant with its offset, as the API takes `updated_since`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(value: string | null): string | null {
  return value !== null && INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** "Changed this week": the instant the current week began in `timeZone` (Monday, 00:00), as the API takes it. */
export function startOfWeekInstant(timeZone: string, now: Date = new Date()): string {
  return instantAt(currentWeekIn(timeZone, now).from, '00:00', timeZone).toISOString();
}

const SECTOR_KEYS: readonly string[] = SECTORS.map((sector) => sector.key);
const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.code);

function listOf<T extends string>(value: string | null, allowed: readonly string[]): T[] {
  if (!value) return [];
  const items = value.split(',').map((item) => item.trim());
  return [...new Set(items.filter((item) => allowed.includes(item)))] as T[];
}

function wholeNumber(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function day(value: string | null): Day | null {
  return value !== null && isDay(value) ? value : null;
}

/**
 * The filters an address carries. A value the screens would never write (a hand-edited or stale link)
 * is left out rather than sent to the API: the reader sees the calendar without it.
 */
export function readFilters(params: URLSearchParams): CalendarFilters {
  const confirmed = params.get('confirmed');
  const ordering = params.get('ordering') as Ordering | null;
  return {
    dateFrom: day(params.get('date_from')),
    dateTo: day(params.get('date_to')),
    search: (params.get('search') ?? '').trim(),
    importance: wholeNumber(params.get('importance'), IMPORTANCE_MIN, IMPORTANCE_MAX),
    sectors: listOf<SectorKey>(params.get('sector'), SECTOR_KEYS),
    marketCapMin: wholeNumber(params.get('market_cap_min'), 0),
    marketCapMax: wholeNumber(params.get('market_cap_max'), 0),
    confirmed: confirmed === 'true' ? true : confirmed === 'false' ? false : null,
    sessions: listOf<Session>(params.get('session'), SESSIONS),
    ordering: ordering && (ORDERINGS as readonly string[]).includes(ordering) ? ordering : DEFAULT_ORDERING,
    types: listOf<CalendarType>(params.get('types'), CALENDAR_TYPES),
    countries: listOf<string>(params.get('country'), COUNTRY_CODES),
    includeCalledOff: params.get('include_called_off') === 'true',
    updatedSince: instant(params.get('updated_since')),
  };
}

/** The filters as query parameters, defaults left out, in the API's names (shared by addresses and API calls). */
export function filterParams(filters: CalendarFilters, calendar: CalendarPath): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('date_from', filters.dateFrom);
  set('date_to', filters.dateTo);
  set('search', filters.search);
  set('importance', filters.importance);
  set('sector', filters.sectors.join(','));
  set('market_cap_min', filters.marketCapMin);
  set('market_cap_max', filters.marketCapMax);
  set('confirmed', filters.confirmed);
  set('session', filters.sessions.join(','));
  if (filters.ordering !== DEFAULT_ORDERING) set('ordering', filters.ordering);
  if (calendar === 'all') set('types', filters.types.join(','));
  set('country', filters.countries.join(','));
  if (filters.includeCalledOff) set('include_called_off', true);
  set('updated_since', filters.updatedSince);
  return params;
}

/** Whether anything narrows the rows (dates and order aside): the empty state then offers to clear them. */
export function narrowsRows(filters: CalendarFilters): boolean {
  return (
    filters.search !== '' ||
    filters.importance !== null ||
    filters.sectors.length > 0 ||
    filters.marketCapMin !== null ||
    filters.marketCapMax !== null ||
    filters.confirmed !== null ||
    filters.sessions.length > 0 ||
    filters.types.length > 0 ||
    filters.countries.length > 0 ||
    filters.updatedSince !== null
  );
}

/** The same range and order, every narrowing filter removed. */
export function withoutNarrowing(filters: CalendarFilters): CalendarFilters {
  return { ...NO_FILTERS, dateFrom: filters.dateFrom, dateTo: filters.dateTo, ordering: filters.ordering };
}
