import type { CalendarRow, CalendarType } from '@mc/api/calendars';
import type { Day } from './day-range.js';
import { groupBy } from './group-by.js';

/** Whether the event is still ahead: by its instant when it has one, else by its day. */
export function isUpcoming(row: CalendarRow, today: Day, now: Date): boolean {
  if (row.starts_at) return Date.parse(row.starts_at) >= now.getTime();
  return row.date >= today;
}

/** The most important first; among equals the soonest. Unrated events come last. */
export function byImportanceThenTime(a: CalendarRow, b: CalendarRow): number {
  return (
    (b.importance ?? -1) - (a.importance ?? -1) ||
    a.date.localeCompare(b.date) ||
    (a.starts_at ?? '~').localeCompare(b.starts_at ?? '~') ||
    (a.ticker ?? '~').localeCompare(b.ticker ?? '~')
  );
}

export interface WeekSummary {
  /** Events this week, by type (0 for a type without any). */
  count: number;
  /** Its most important events still to come. */
  next: CalendarRow[];
}

/** Each type's week in numbers and its next important events, from the combined calendar's rows. */
export function summarizeWeek(
  rows: readonly CalendarRow[],
  types: readonly CalendarType[],
  today: Day,
  now: Date,
  perType: number,
): Record<CalendarType, WeekSummary> {
  const byType = groupBy(rows, (row) => row.type);
  return Object.fromEntries(
    types.map((type) => {
      const ofType = byType.get(type) ?? [];
      const next = ofType
        .filter((row) => isUpcoming(row, today, now))
        .sort(byImportanceThenTime)
        .slice(0, perType);
      return [type, { count: ofType.length, next }];
    }),
  ) as Record<CalendarType, WeekSummary>;
}
