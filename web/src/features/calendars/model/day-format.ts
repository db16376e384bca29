import type { Day, DayRange, Month } from './day-range.js';

// Days are formatted in UTC: a `YYYY-MM-DD` is already a day in the reader's zone, and UTC never shifts it.
const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const weekdayMonthDay = format({ weekday: 'long', month: 'long', day: 'numeric' });
const shortWeekday = format({ weekday: 'short' });
const monthDay = format({ month: 'short', day: 'numeric' });
const monthDayYear = format({ month: 'short', day: 'numeric', year: 'numeric' });
const monthYear = format({ month: 'long', year: 'numeric' });
const atNoon = (day: Day) => new Date(`${day}T12:00:00Z`);

/** "Monday, July 13": a day's heading in a table or a list. */
export const dayHeading = (day: Day) => weekdayMonthDay.format(atNoon(day));

/** "Mon". */
export const weekdayShort = (day: Day) => shortWeekday.format(atNoon(day));

/** "Jul 13". */
export const dayShort = (day: Day) => monthDay.format(atNoon(day));

/** "Jul 13, 2026". */
export const dayWithYear = (day: Day) => monthDayYear.format(atNoon(day));

/** "July 2026". */
export const monthTitle = (month: Month) => monthYear.format(atNoon(`${month}-01`));

/** "Jul 13 – 19, 2026", "Jun 29 – Jul 5, 2026", "Dec 28, 2026 – Jan 3, 2027"; one day alone: "Jul 13, 2026". */
export function rangeLabel({ from, to }: DayRange): string {
  if (from === to) return dayWithYear(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  if (!sameYear) return `${dayWithYear(from)} – ${dayWithYear(to)}`;
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  const end = sameMonth ? String(Number(to.slice(8))) : dayShort(to);
  return `${dayShort(from)} – ${end}, ${to.slice(0, 4)}`;
}

/** A day group's heading: "Monday, July 13", or "Q3 2026 (no exact date yet)" for a fuzzy FDA target date. */
export const groupHeading = (group: { date: Day; periodLabel: string | null }) =>
  group.periodLabel ? `${group.periodLabel} (no exact date yet)` : dayHeading(group.date);
