import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { QueryCatalystsRequest } from '@mc/proto';
import {
  CALENDAR_TYPES,
  DATE_STATUSES,
  DEFAULT_ORDERING,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  ORDERINGS,
  SESSIONS,
  type CalendarType,
  type Ordering,
  type Session,
} from '@mc/proto/calendar-terms';
import { GICS_SECTORS, type GicsSectorKey } from '@mc/proto/gics-sectors';
import type { ContractRules } from '@mc/runtime';
import type { CatalystFilter } from './catalyst-filter.js';

/**
 * The most rows one request may ask for: a page of the API is at most 500, a CSV is fetched 1000 at
 * a time, a watch list's feed 2000 at a time (a 200-ticker list's 210 days are about 1,100 rows, one
 * query rather than two; 2000 rows are about 650 KB, within NATS' 1 MB payload).
 */
export const MAX_QUERY_LIMIT = 2000;

/** A zone name as the tz database writes them (America/Argentina/Buenos_Aires, Etc/GMT+5, UTC). */
const MAX_ZONE_LENGTH = 64;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** One of a list of words (letters, digits, `_` and `-`: nothing a pattern would read as an operator). */
const oneOf = (words: readonly string[]) => new RegExp(`^(?:${words.join('|')})$`);

/**
 * QueryCatalysts's contract beyond its types, checked by RpcHandler before the handler runs (the
 * runtime's words). A day that the pattern lets through but the calendar does not have (2026-02-30),
 * or a zone PostgreSQL does not know, is refused by the database as a value it cannot read: the
 * runtime answers that as a 400 too. How a reader's query is worded, defaulted and bounded (the
 * range's length and order) is the bff's: docs/decisions.md, "Calendar query rules".
 */
export const QUERY_CATALYSTS_RULES: ContractRules = {
  types: { pattern: oneOf(CALENDAR_TYPES) },
  date_from: { required: true, pattern: DAY },
  date_to: { required: true, pattern: DAY },
  time_zone: { required: true, maxLength: MAX_ZONE_LENGTH },
  importance_min: { min: IMPORTANCE_MIN, max: IMPORTANCE_MAX },
  sectors: { pattern: oneOf(GICS_SECTORS.map((sector) => sector.key)) },
  sessions: { pattern: oneOf(SESSIONS) },
  ordering: { pattern: oneOf(ORDERINGS) },
  limit: { min: 1, max: MAX_QUERY_LIMIT },
  // A watch list holds at most 200 symbols.
  watchlist_tickers: { maxItems: 200, maxLength: 32 },
  // A calendar feed asks for the catalysts it has not rendered yet, a page's worth at most.
  ids: { maxItems: MAX_QUERY_LIMIT, maxLength: 64 },
};

/** ListCatalystVersions's contract: a query, under the same rules. */
export const LIST_CATALYST_VERSIONS_RULES: ContractRules = {
  query: { required: true },
  ...Object.fromEntries(Object.entries(QUERY_CATALYSTS_RULES).map(([field, rule]) => [`query.${field}`, rule])),
};

/** The combined calendar is every catalyst; market days (the frame of the days, not catalysts) only when named. */
const EVERY_CATALYST_TYPE = CALENDAR_TYPES.filter((type) => type !== 'market');

const codes = (values: readonly string[]) => [...new Set(values.map((value) => value.trim().toUpperCase()).filter(Boolean))];

/** A request that passed QUERY_CATALYSTS_RULES as the filter the SQL is built from, its defaults applied. */
export function catalystFilterOf(request: QueryCatalystsRequest): CatalystFilter {
  const search = request.search.trim();
  return {
    // A watch list's macro rows include the market days, which an unnamed type list otherwise leaves out.
    types: request.types.length
      ? (request.types as CalendarType[])
      : (request.watchlistTickers.length && request.watchlistMacro) || request.watchlistMacroAlone
        ? [...CALENDAR_TYPES]
        : EVERY_CATALYST_TYPE,
    dateFrom: request.dateFrom,
    dateTo: request.dateTo,
    timeZone: request.timeZone,
    tickers: codes(request.tickers),
    importanceMin: request.importanceMin ?? null,
    sectors: request.sectors as GicsSectorKey[],
    marketCapMin: request.marketCapMin ?? null,
    marketCapMax: request.marketCapMax ?? null,
    dateStatus: request.confirmed === undefined ? null : request.confirmed ? DATE_STATUSES[0] : DATE_STATUSES[1],
    sessions: request.sessions as Session[],
    watchlistTickers: codes(request.watchlistTickers),
    watchlistMacro: request.watchlistMacro,
    watchlistMacroAlone: request.watchlistMacroAlone,
    ids: [...new Set(request.ids)],
    removedSince: request.removedSince ? timestampDate(request.removedSince) : null,
    updatedSince: request.updatedSince ? timestampDate(request.updatedSince) : null,
    includeCalledOff: request.includeCalledOff,
    countries: codes(request.countries),
    search: search === '' ? null : search,
    searchFdaByCompanyOnly: request.searchFdaByCompanyOnly,
    ordering: (request.ordering || DEFAULT_ORDERING) as Ordering,
    offset: request.offset,
    limit: request.limit,
  };
}
