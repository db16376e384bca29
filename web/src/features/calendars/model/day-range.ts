import { MAX_RANGE_DAYS } from '@mc/api/calendars';
import { addDays, addMonths as addMonthsToDay, dayIn, daysFromTo, isDay, weekOf, type Day } from '@mc/market-time';

// Days, weeks and zones are @mc/market-time's; the ranges and months the calendar screens step through are the web's.
export { addDays, isDay, mondayOf, weekOf, type Day } from '@mc/market-time';

/** Both days included. */
export interface DayRange {
  from: Day;
  to: Day;
}

/** Both days counted: a Monday-to-Sunday week is 7. */
export const daysIn = ({ from, to }: DayRange): number => daysFromTo(from, to);

export function sameRange(a: DayRange | null, b: DayRange | null): boolean {
  return a !== null && b !== null && a.from === b.from && a.to === b.to;
}

/** The range just before (-1) or after (+1) this one, of the same length: a week steps by a week. */
export function shiftRange(range: DayRange, direction: -1 | 1): DayRange {
  const step = daysIn(range) * direction;
  return { from: addDays(range.from, step), to: addDays(range.to, step) };
}

/** The day that clocks in `timeZone` show at `now`. */
export const todayIn = (timeZone: string, now: Date = new Date()): Day => dayIn(now, timeZone);

/** The Monday-to-Sunday week holding today in `timeZone`: what the API answers when no range is given. */
export function currentWeekIn(timeZone: string, now: Date = new Date()): DayRange {
  return weekOf(todayIn(timeZone, now));
}

/** Why a custom range cannot be asked for, in words for the form; null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose a start date and an end date.';
  if (to < from) return 'The end date must be on or after the start date.';
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return `Choose a range of at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** A month, `YYYY-MM`. */
export type Month = string;

export const isMonth = (value: string): value is Month => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export const monthOf = (day: Day): Month => day.slice(0, 7);

export const addMonths = (month: Month, months: number): Month => monthOf(addMonthsToDay(`${month}-01`, months));

/** The weeks a month view shows: from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: Month): DayRange {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return { from: weekOf(first).from, to: weekOf(last).to };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): Day[] {
  return Array.from({ length: daysIn(range) }, (_, index) => addDays(range.from, index));
}
