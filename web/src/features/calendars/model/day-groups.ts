import type { CalendarRow, Ordering } from '@mc/api/calendars';
import type { Day } from './day-range.js';

export interface DayGroup {
  /** The day, or for a fuzzy FDA date the day its period starts and the period's label. */
  key: string;
  date: Day;
  /** "Q3 2026" when the rows are known only to that precision; null for a real day. */
  periodLabel: string | null;
  rows: CalendarRow[];
}

/** A target date known only as "Q3 2026" is not shown under July 1: it gets a group of its own, placed at that day. */
const groupKey = (row: CalendarRow) =>
  row.date_precision === 'day' || !row.date_label ? row.date : `${row.date} ${row.date_label}`;

/**
 * Rows grouped by their day (in the reader's zone, as the API gives `date`). Days run in date order,
 * newest first for `-date`; inside a day the rows keep the API's order, so sorting by importance,
 * market cap or ticker sorts each day.
 */
export function groupByDay(rows: readonly CalendarRow[], ordering: Ordering, alwaysShown: readonly Day[] = []): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  // A day the market is closed or closes early keeps its heading (and its notice) even without events.
  for (const day of alwaysShown) groups.set(day, { key: day, date: day, periodLabel: null, rows: [] });
  for (const row of rows) {
    const key = groupKey(row);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { key, date: row.date, periodLabel: key === row.date ? null : row.date_label, rows: [row] });
  }
  const keys = [...groups.keys()].sort();
  if (ordering === '-date') keys.reverse();
  return keys.map((key) => groups.get(key)!);
}

/** One line of the table: a day's heading or an event. */
export type TableLine = { kind: 'day'; group: DayGroup } | { kind: 'event'; row: CalendarRow };

export function tableLines(groups: readonly DayGroup[]): TableLine[] {
  return groups.flatMap((group): TableLine[] => [
    { kind: 'day', group },
    ...group.rows.map((row): TableLine => ({ kind: 'event', row })),
  ]);
}
