import { Prisma } from '../generated/prisma/client.js';
import { WATCHLIST_MACRO_IMPORTANCE, type Ordering } from '@mc/proto/calendar-terms';
import { escapeLike } from '../prisma/like-pattern.js';
import type { CatalystFilter } from './catalyst-filter.js';

/**
 * The day a catalyst falls on in the reader's zone: a timed one's instant read in that zone, an
 * untimed one's provider day as it stands (a dividend's ex date is the same day everywhere).
 */
const localDate = (timeZone: string) =>
  Prisma.sql`CASE WHEN c.starts_at IS NULL THEN c.date ELSE (c.starts_at AT TIME ZONE ${timeZone})::date END`;

// Within a day: the session (the enum is declared in trading order), then the time, then the symbol.
const WITHIN_DAY = Prisma.sql`c.session, c.starts_at NULLS LAST, c.ticker NULLS LAST, c.id`;
const BY_DATE = Prisma.sql`local_date, ${WITHIN_DAY}`;

const ORDER_BY: Record<Ordering, Prisma.Sql> = {
  date: BY_DATE,
  '-date': Prisma.sql`local_date DESC, c.session DESC, c.starts_at DESC NULLS LAST, c.ticker NULLS LAST, c.id`,
  importance: Prisma.sql`c.importance DESC NULLS LAST, ${BY_DATE}`,
  market_cap: Prisma.sql`c.market_cap ASC NULLS LAST, ${BY_DATE}`,
  '-market_cap': Prisma.sql`c.market_cap DESC NULLS LAST, ${BY_DATE}`,
  ticker: Prisma.sql`c.ticker NULLS LAST, ${BY_DATE}`,
  expected_move: Prisma.sql`m.percent ASC NULLS LAST, ${BY_DATE}`,
  '-expected_move': Prisma.sql`m.percent DESC NULLS LAST, ${BY_DATE}`,
};

/** An earnings or FDA row's expected move: its company's, for that kind of news (reactions/, issue 23). */
const EXPECTED_MOVE_JOIN = Prisma.sql`LEFT JOIN expected_moves AS m
  ON m.ticker = c.ticker AND m.kind = c.type AND c.type IN ('earnings', 'fda')`;

/**
 * The words a preview shows of an FDA row, split as `search_text` splits them: its tickers, its
 * company and the kind of event ("PDUFA Date: argenx SE"), not the drug and indication its title names.
 */
const PREVIEW_FDA_WORDS = Prisma.sql`' ' || regexp_replace(
  lower(array_to_string(c.tickers, ' ') || ' ' || coalesce(c.company, '') || ' ' || coalesce(c.details->>'event_type', '')),
  '[^[:alnum:]&.''-]+', ' ', 'g')`;

/** Not an IPO that was postponed or withdrawn (the words the parser's CALLED_OFF_DEAL reads). */
const NOT_CALLED_OFF = Prisma.sql`NOT (c.type = 'ipo' AND coalesce(c.details->>'deal_status', '') ~* '^(postponed|withdrawn)')`;

/**
 * A row of one of the list's symbols: `tickers && list`, written so that PostgreSQL looks the row's
 * first symbol (`ticker`) up in a hash of the list. `&&` compares every symbol of the row with every
 * one of the list (200 × each of the range's thousands of rows, a third of a feed's query); only a
 * row of several symbols still needs it. `IN (SELECT unnest(…))` rather than `= ANY(…)`: the
 * prepared statement's generic plan hashes a subquery, but compares a parameter array element by
 * element (a 200-symbol list's versions: 17 ms → 5 ms).
 */
const ofSymbols = (tickers: string[]) =>
  Prisma.sql`(c.ticker IN (SELECT unnest(${tickers}::text[])) OR (cardinality(c.tickers) > 1 AND c.tickers && ${tickers}::text[]))`;

const MACRO_ROWS = Prisma.sql`((c.type = 'economic' AND c.importance >= ${WATCHLIST_MACRO_IMPORTANCE}) OR c.type = 'market')`;

/** A watch list's rows: its symbols', plus with `macro` the important economic releases and the market days. */
const watchlistCondition = (tickers: string[], macro: boolean) =>
  macro ? Prisma.sql`(${ofSymbols(tickers)} OR ${MACRO_ROWS})` : ofSymbols(tickers);

/** The conditions of a filter, every one optional but the range. */
export function whereOf(filter: CatalystFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [
    filter.removedSince === null
      ? Prisma.sql`c.removed_at IS NULL`
      : Prisma.sql`(c.removed_at IS NULL OR c.removed_at >= ${filter.removedSince})`,
    // A zone moves a timed catalyst by less than a day from its Eastern day: this range uses the date index.
    Prisma.sql`c.date BETWEEN ${filter.dateFrom}::date - 1 AND ${filter.dateTo}::date + 1`,
    Prisma.sql`${localDate(filter.timeZone)} BETWEEN ${filter.dateFrom}::date AND ${filter.dateTo}::date`,
  ];
  if (filter.updatedSince !== null) conditions.push(Prisma.sql`c.changed_at >= ${filter.updatedSince}`);
  if (filter.types.length) conditions.push(Prisma.sql`c.type = ANY(${filter.types}::calendar_type[])`);
  if (filter.tickers.length) conditions.push(Prisma.sql`c.tickers && ${filter.tickers}::text[]`);
  if (filter.watchlistTickers.length) conditions.push(watchlistCondition(filter.watchlistTickers, filter.watchlistMacro));
  else if (filter.watchlistMacroAlone) conditions.push(MACRO_ROWS);
  if (filter.ids.length) conditions.push(Prisma.sql`c.id = ANY(${filter.ids}::text[])`);
  if (filter.importanceMin !== null) conditions.push(Prisma.sql`c.importance >= ${filter.importanceMin}`);
  if (filter.sectors.length) conditions.push(Prisma.sql`c.sector = ANY(${filter.sectors})`);
  if (filter.marketCapMin !== null) conditions.push(Prisma.sql`c.market_cap >= ${filter.marketCapMin}`);
  if (filter.marketCapMax !== null) conditions.push(Prisma.sql`c.market_cap <= ${filter.marketCapMax}`);
  if (filter.dateStatus !== null) conditions.push(Prisma.sql`c.date_status = ${filter.dateStatus}::date_status`);
  if (filter.sessions.length) conditions.push(Prisma.sql`c.session = ANY(${filter.sessions}::session[])`);
  if (!filter.includeCalledOff) conditions.push(NOT_CALLED_OFF);
  if (filter.countries.length)
    conditions.push(Prisma.sql`(c.type <> 'economic' OR c.details->>'country' = ANY(${filter.countries}))`);
  if (filter.search !== null) {
    const words = `% ${escapeLike(filter.search.toLowerCase())}%`;
    conditions.push(Prisma.sql`c.search_text LIKE ${words}`);
    if (filter.searchFdaByCompanyOnly) conditions.push(Prisma.sql`(c.type <> 'fda' OR ${PREVIEW_FDA_WORDS} LIKE ${words})`);
  }
  return Prisma.join(conditions, ' AND ');
}

/** The filter's ordering; after `updated_since`, by the latest change first (oldest first). */
const orderOf = (filter: CatalystFilter) =>
  filter.updatedSince === null ? ORDER_BY[filter.ordering] : Prisma.sql`c.changed_at, ${ORDER_BY[filter.ordering]}`;

/** What an answer needs of a catalyst (not the sync's bookkeeping: fingerprint, search words, provider ids). */
const ANSWER_COLUMNS = Prisma.sql`c.id, c.type, c.tickers, c.company, c.title, c.date, c.time, c.starts_at, c.session,
  c.date_status, c.date_precision, c.date_label, c.importance, c.sector, c.market_cap, c.details, c.source,
  c.source_url, c.revision, c.first_seen_at, c.updated_at, c.removed_at, c.previous_date, c.changed_at, c.change_kind,
  m.percent AS expected_move_percent, m.samples AS expected_move_samples`;

/**
 * The page of catalysts in the filter's order, each row with the count of every match (a window
 * function runs before OFFSET and LIMIT): one round trip for the page and its count.
 */
export function pageQuery(filter: CatalystFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT ${ANSWER_COLUMNS}, ${localDate(filter.timeZone)} AS local_date, count(*) OVER ()::int AS total
    FROM catalysts AS c ${EXPECTED_MOVE_JOIN}
    WHERE ${whereOf(filter)}
    ORDER BY ${orderOf(filter)}
    OFFSET ${filter.offset} LIMIT ${filter.limit}`;
}

/** The same page as pageQuery, each catalyst by its id, last change and symbols only. */
export function versionsQuery(filter: CatalystFilter): Prisma.Sql {
  return Prisma.sql`
    SELECT c.id, c.updated_at, c.tickers, ${localDate(filter.timeZone)} AS local_date, count(*) OVER ()::int AS total
    FROM catalysts AS c${filter.ordering.endsWith('expected_move') ? Prisma.sql` ${EXPECTED_MOVE_JOIN}` : Prisma.empty}
    WHERE ${whereOf(filter)}
    ORDER BY ${orderOf(filter)}
    OFFSET ${filter.offset} LIMIT ${filter.limit}`;
}

/** The count alone, for a page past the last (which has no row to carry it). */
export function countQuery(filter: CatalystFilter): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS count FROM catalysts AS c WHERE ${whereOf(filter)}`;
}
