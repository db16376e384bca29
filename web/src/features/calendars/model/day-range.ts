import { MAX_RANGE_DAYS } from '@mc/api/calendars';

/** A calendar day, `YYYY-MM-DD`, as the API writes it. Arithmetic runs in UTC, where every day has 24 hours. */
export type Day = string;

/** Both days included. */
export interface DayRange {
  from: Day;
  to: Day;
}

const DAY_MS = 86_400_000;
const dayStart = (day: Day) => Date.parse(`${day}T00:00:00Z`);

export function isDay(value: string): value is Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.getUTCFullYear() === +match[1] && date.getUTCMonth() === +match[2] - 1 && date.getUTCDate() === +match[3];
}

export function addDays(day: Day, days: number): Day {
  return new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Both days counted: a Monday-to-Sunday week is 7. */
export function daysIn({ from, to }: DayRange): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;
}

/** Weeks run Monday to Sunday, as the API's default range does. */
export function mondayOf(day: Day): Day {
  const weekday = new Date(dayStart(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function weekOf(day: Day): DayRange {
  const monday = mondayOf(day);
  return { from: monday, to: addDays(monday, 6) };
}

export function sameRange(a: DayRange | null, b: DayRange | null): boolean {
  return a !== null && b !== null && a.from === b.from && a.to === b.to;
}

/** The range just before (-1) or after (+1) this one, of the same length: a week steps by a week. */
export function shiftRange(range: DayRange, direction: -1 | 1): DayRange {
  const step = daysIn(range) * direction;
  return { from: addDays(range.from, step), to: addDays(range.to, step) };
}

/** The day that clocks in `timeZone` show at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

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

export function addMonths(month: Month, months: number): Month {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The weeks a month view shows: from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: Month): DayRange {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): Day[] {
  return Array.from({ length: daysIn(range) }, (_, index) => addDays(range.from, index));
}
