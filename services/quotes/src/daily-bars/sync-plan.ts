import { addDays, type Day } from '@mc/market-time';
import { symbolBatches } from '../provider/symbol-batches.js';
import { HISTORY_MONTHS, historyStart } from './daily-bars-schedule.js';

/** One provider request: up to 50 symbols, one range of days. */
export interface BarRequest {
  symbols: string[];
  from: Day;
  to: Day;
}

/**
 * The requests that bring every followed ticker up to `closedDay`: `historyMonths` (two years) for a
 * ticker never asked for (the backfill), the days after its coverage for the others; none for a ticker already
 * covered. Tickers that start on the same day share requests, 50 a request.
 */
export function planBarRequests(
  followed: readonly string[],
  coverage: ReadonlyMap<string, Day>,
  closedDay: Day,
  historyMonths = HISTORY_MONTHS,
): BarRequest[] {
  const byStart = new Map<Day, string[]>();
  for (const ticker of followed) {
    const through = coverage.get(ticker);
    const from = through === undefined ? historyStart(closedDay, historyMonths) : addDays(through, 1);
    if (from > closedDay) continue;
    byStart.set(from, [...(byStart.get(from) ?? []), ticker]);
  }
  return [...byStart].flatMap(([from, symbols]) =>
    symbolBatches(symbols).map((batch) => ({ symbols: batch, from, to: closedDay })),
  );
}
