import type { CalendarDetailsByType, CalendarRow, CalendarType } from '@mc/api/calendars';

/** A row's own fields when it is of `type` and they are not locked; null otherwise. */
export function detailsOf<T extends CalendarType>(row: CalendarRow, type: T): CalendarDetailsByType[T] | null {
  return row.type === type ? (row.details as CalendarDetailsByType[T] | null) : null;
}
