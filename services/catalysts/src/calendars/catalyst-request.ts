import type { QueryCatalystsRequest } from '@mc/proto';
import {
  CALENDAR_TYPES,
  DATE_STATUSES,
  DEFAULT_ORDERING,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  MAX_RANGE_DAYS,
  ORDERINGS,
  SECTORS,
  SESSIONS,
  type CalendarType,
  type Ordering,
  type SectorKey,
  type Session,
} from '@mc/api/calendars';
import { isRealDay } from '../provider/provider-row.js';
import type { CatalystFilter } from './catalyst-filter.js';

/** The most rows one request may ask for: a page of the API is at most 500, a CSV is fetched 1000 at a time. */
export const MAX_QUERY_LIMIT = 1000;

export type FieldErrors = Record<string, string[]>;

const SECTOR_KEYS: readonly string[] = SECTORS.map((sector) => sector.key);
const DAY_MS = 86_400_000;

const notAChoice = (value: string) => `"${value}" is not a valid choice.`;

/**
 * The service's own check of a QueryCatalysts request (the bff checked it first, in the API's
 * words; this keeps the contract safe for any other caller). Field names are the API's.
 */
export function checkCatalystRequest(
  request: QueryCatalystsRequest,
  isKnownZone: (zone: string) => boolean,
): { filter: CatalystFilter } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  const choices = <T extends string>(field: string, values: readonly string[], allowed: readonly string[]): T[] => {
    for (const value of values) if (!allowed.includes(value)) refuse(field, notAChoice(value));
    return values as T[];
  };

  // The combined calendar is every catalyst; market days (the frame of the days, not catalysts) only when named.
  const types = request.types.length
    ? choices<CalendarType>('types', request.types, CALENDAR_TYPES)
    : CALENDAR_TYPES.filter((type) => type !== 'market');
  for (const [field, day] of [
    ['date_from', request.dateFrom],
    ['date_to', request.dateTo],
  ] as const)
    if (!isRealDay(day)) refuse(field, 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
  if (isRealDay(request.dateFrom) && isRealDay(request.dateTo)) {
    const days = (Date.parse(request.dateTo) - Date.parse(request.dateFrom)) / DAY_MS + 1;
    if (days < 1) refuse('date_to', 'Ensure date_to is on or after date_from.');
    else if (days > MAX_RANGE_DAYS) refuse('date_to', `Ensure the range is at most ${MAX_RANGE_DAYS} days.`);
  }
  if (!isKnownZone(request.timeZone)) refuse('tz', `Unknown time zone "${request.timeZone}".`);
  const importance = request.importanceMin ?? null;
  if (importance !== null && (importance < IMPORTANCE_MIN || importance > IMPORTANCE_MAX))
    refuse('importance', `Ensure this value is between ${IMPORTANCE_MIN} and ${IMPORTANCE_MAX}.`);
  const sectors = choices<SectorKey>('sector', request.sectors, SECTOR_KEYS);
  const sessions = choices<Session>('session', request.sessions, SESSIONS);
  const ordering = (request.ordering || DEFAULT_ORDERING) as Ordering;
  if (!ORDERINGS.includes(ordering)) refuse('ordering', notAChoice(ordering));
  if (request.limit < 1 || request.limit > MAX_QUERY_LIMIT)
    refuse('page_size', `Ensure this value is between 1 and ${MAX_QUERY_LIMIT}.`);
  if (Object.keys(errors).length) return { errors };

  const search = request.search.trim();
  return {
    filter: {
      types,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      timeZone: request.timeZone,
      tickers: [...new Set(request.tickers.map((ticker) => ticker.trim().toUpperCase()).filter(Boolean))],
      importanceMin: importance,
      sectors,
      marketCapMin: request.marketCapMin ?? null,
      marketCapMax: request.marketCapMax ?? null,
      dateStatus: request.confirmed === undefined ? null : request.confirmed ? DATE_STATUSES[0] : DATE_STATUSES[1],
      sessions,
      includeCalledOff: request.includeCalledOff,
      countries: [...new Set(request.countries.map((country) => country.trim().toUpperCase()).filter(Boolean))],
      search: search === '' ? null : search,
      searchFdaByCompanyOnly: request.searchFdaByCompanyOnly,
      ordering,
      offset: request.offset,
      limit: request.limit,
    },
  };
}
