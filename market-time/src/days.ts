// Each function from its own module: date-fns's index loads all of its ~250 modules, about 70 MiB
// more at start-up in every process that imports this package (docs/decisions.md, "date-fns by function").
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { addMonths as addCalendarMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';

/**
 * A calendar day, `YYYY-MM-DD`, as the API and the provider write it: a day, not an instant, so no
 * zone can move it. date-fns does the arithmetic on a local-midnight `Date`, its own model of a
 * calendar date (adding a day keeps the wall clock across a DST change of the process's zone).
 */
export type Day = string;

/** A week runs Monday to Sunday, both days included, as every calendar's default range does. */
export interface Week {
  from: Day;
  to: Day;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateOf = (day: Day): Date => new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const two = (value: number) => (value < 10 ? `0${value}` : `${value}`);
const dayOf = (date: Date): Day => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** Whether `value` is a day that exists (`2026-02-29` does not). */
export function isDay(value: string): value is Day {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = dateOf(value);
  return date.getFullYear() === +match[1] && date.getMonth() === +match[2] - 1 && date.getDate() === +match[3];
}

export const addDays = (day: Day, days: number): Day => dayOf(addCalendarDays(dateOf(day), days));

/** `day` moved by whole months, clamped to the month's last day (2026-08-31 − 6 months = 2026-02-28). */
export const addMonths = (day: Day, months: number): Day => dayOf(addCalendarMonths(dateOf(day), months));

/** Both days counted: a Monday-to-Sunday week is 7. */
export const daysFromTo = (from: Day, to: Day): number => differenceInCalendarDays(dateOf(to), dateOf(from)) + 1;

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: Day): number => dateOf(day).getDay();

export function isWeekend(day: Day): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** The Monday of `day`'s week. */
export const mondayOf = (day: Day): Day => dayOf(startOfISOWeek(dateOf(day)));

/** The Monday-to-Sunday week that holds `day`. */
export function weekOf(day: Day): Week {
  const monday = mondayOf(day);
  return { from: monday, to: addDays(monday, 6) };
}
