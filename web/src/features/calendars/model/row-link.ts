import type { CalendarRow } from '@mc/api/calendars';
import { calendarPath } from '../calendar-paths.js';
import { weekOf, type Day } from './day-range.js';

/** The event in its own calendar: the week it falls in, narrowed to the company (or the event's name). */
export function rowCalendarLink(row: Pick<CalendarRow, 'type' | 'date' | 'ticker' | 'title'>) {
  const week = weekOf(row.date as Day);
  const search = new URLSearchParams({ date_from: week.from, date_to: week.to, search: row.ticker ?? '' });
  if (!row.ticker) search.delete('search');
  // Market days have no calendar of their own: the combined one shows them under their day.
  const path = row.type === 'market' ? calendarPath('all') : calendarPath(row.type);
  return { pathname: path, search: `?${search.toString()}` };
}
