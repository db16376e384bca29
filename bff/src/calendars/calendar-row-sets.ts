import { InvalidatableCache } from '@mc/runtime';
import { ALL_CALENDARS, type CalendarAccess, type CalendarRow } from '@mc/api/calendars';
import { ANSWER_TTL_MS } from './calendar-answers.js';
import type { CatalystQuery } from './catalysts-source.js';

/**
 * The rows of a request without its ticker filter, kept whole when there are at most this many (one
 * QueryCatalysts page, the contract's largest). A month of one calendar under a sector or an
 * importance is a few hundred; a wider set is asked of the service with its tickers, as before.
 */
export const MAX_ROW_SET = 1_000;
/**
 * Sets kept at most, and their rows' bytes: a kept row holds its JSON (one byte a character) and
 * about 300 bytes besides (the row, its symbols, the string's header), measured over 10,000 earnings
 * rows with every field set (1,452 bytes of heap for 1,144 of JSON; the row as an object took 1,670).
 */
const MAX_SETS = 500;
const ROW_OVERHEAD_BYTES = 300;
const MAX_ROW_SET_BYTES = 24 * 1024 * 1024;

/** A row as the API answers it, serialized once, and the symbols a ticker filter matches it by. */
export interface KeptRow {
  readonly tickers: readonly string[];
  readonly json: string;
}

export const keptRow = (row: CalendarRow): KeptRow => ({ tickers: row.tickers, json: JSON.stringify(row) });

/** Every row of a filter in its order as its reader sees them (`complete`), or word that there are more than MAX_ROW_SET. */
export interface RowSet {
  readonly complete: boolean;
  readonly rows: readonly KeptRow[];
}

/**
 * Row sets by the query and reader they answer, grouped by calendar like the answers and dropped with
 * them, so that a ticker filter nobody asked for since the last sync costs a filter in memory rather
 * than a query and a rendering of its rows (issue 17: 4,000 such answers a second on two cores).
 */
export function calendarRowSets(now?: () => number): InvalidatableCache<RowSet> {
  return new InvalidatableCache<RowSet>({
    maxEntries: MAX_SETS,
    maxBytes: MAX_ROW_SET_BYTES,
    bytesOf: (set) => set.rows.reduce((bytes, row) => bytes + row.json.length + ROW_OVERHEAD_BYTES, 1),
    ttlMs: ANSWER_TTL_MS,
    alsoChanges: () => [ALL_CALENDARS],
    now,
  });
}

/**
 * The key of the rows `query` filters by ticker, for a reader with `access`: everything else it asks,
 * written out. Only queries that `keepsRowSet` accepts have one (an `updated_since` instant is neither
 * written nor wanted).
 */
export function rowSetKey(query: CatalystQuery, access: CalendarAccess): string {
  const { tickers: _tickers, offset: _offset, limit: _limit, updatedSince: _updatedSince, ...rest } = query;
  return `${access}|${JSON.stringify(rest)}`;
}

/**
 * Whether a ticker filter is answered from its row set: one without a watch list (whose symbols are
 * the filter already) and without `updated_since` (a poller's instant is a new set every time).
 */
export const keepsRowSet = (query: CatalystQuery): boolean =>
  (query.tickers?.length ?? 0) > 0 && !query.watchlistTickers?.length && query.updatedSince === undefined;

/** The set's rows of any of `tickers`, in the set's order: what the catalysts service's `tickers && list` matches. */
export function ofTickers(set: RowSet, tickers: readonly string[]): KeptRow[] {
  const wanted = new Set(tickers);
  return set.rows.filter((row) => row.tickers.some((ticker) => wanted.has(ticker)));
}
