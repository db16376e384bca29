import { addDays, isWeekend, type Day } from './days.js';
import { EARLY_CLOSE_TIME, EXCHANGE_EARLY_CLOSES, EXCHANGE_HOLIDAYS } from './exchange-calendar.table.js';
import { instantAt } from './zones.js';

/** The zone the US exchanges keep their hours in; the provider writes its dates and times in it too. */
export const EXCHANGE_TIME_ZONE = 'America/New_York';

/** The regular session, US Eastern `HH:MM`: 09:30–16:00, ending at `EARLY_CLOSE_TIME` on an early close. */
export const REGULAR_OPEN_TIME = '09:30';
export const REGULAR_CLOSE_TIME = '16:00';

const HOLIDAYS = new Set(EXCHANGE_HOLIDAYS.map((holiday) => holiday.date));
const EARLY_CLOSES = new Set(EXCHANGE_EARLY_CLOSES.map((early) => early.date));

/** Whether the exchanges trade on `day`: not a weekend, not one of the table's holidays. */
export const isTradingDay = (day: Day): boolean => !isWeekend(day) && !HOLIDAYS.has(day);

/** When the regular session ends on `day`, US Eastern `HH:MM`; null when the exchanges are shut. */
export function regularCloseOn(day: Day): string | null {
  if (!isTradingDay(day)) return null;
  return EARLY_CLOSES.has(day) ? EARLY_CLOSE_TIME : REGULAR_CLOSE_TIME;
}

/** The instants the regular session of `day` opens and closes; null on a day without one. */
export function regularSession(day: Day): { opensAt: Date; closesAt: Date } | null {
  const close = regularCloseOn(day);
  if (close === null) return null;
  return { opensAt: instantAt(day, REGULAR_OPEN_TIME, EXCHANGE_TIME_ZONE), closesAt: instantAt(day, close, EXCHANGE_TIME_ZONE) };
}

/** Where a US Eastern time on `day` falls against its regular session; `closed` on a day without one. */
export type SessionPhase = 'before_open' | 'during_market' | 'after_close' | 'closed';

export function sessionPhaseAt(day: Day, easternTime: string): SessionPhase {
  const close = regularCloseOn(day);
  if (close === null) return 'closed';
  // `HH:MM` and `HH:MM:SS` compare as text: the close itself already belongs to after the close.
  if (easternTime < REGULAR_OPEN_TIME) return 'before_open';
  if (easternTime >= close) return 'after_close';
  return 'during_market';
}

/** `day` itself when the exchanges trade on it, else the first trading day after it. */
export function tradingDayOnOrAfter(day: Day): Day {
  let result = day;
  while (!isTradingDay(result)) result = addDays(result, 1);
  return result;
}

/** `day` itself when the exchanges trade on it, else the last trading day before it. */
export function tradingDayOnOrBefore(day: Day): Day {
  let result = day;
  while (!isTradingDay(result)) result = addDays(result, -1);
  return result;
}

/** `count` trading days after `day` (before it when negative), whether or not `day` is one. */
export function addTradingDays(day: Day, count: number): Day {
  let result = day;
  const step = Math.sign(count);
  for (let left = Math.abs(count); left > 0;) {
    result = addDays(result, step);
    if (isTradingDay(result)) left -= 1;
  }
  return result;
}

export const nextTradingDay = (day: Day): Day => addTradingDays(day, 1);
export const previousTradingDay = (day: Day): Day => addTradingDays(day, -1);
