import type { Day } from './days.js';

/**
 * NYSE and Nasdaq full-day holidays and early closes, 2025–2027, written by hand from the exchanges'
 * published calendars (NYSE "Holidays & Trading Hours", nyse.com/markets/hours-calendars; Nasdaq
 * "Stock Market Holiday Schedule", nasdaqtrader.com). Both exchanges keep the same days. A holiday
 * on a Saturday is observed the Friday before, on a Sunday the Monday after, except New Year's Day
 * on a Saturday, which is not observed (NYSE Rule 7.2). 2025-01-09 was a national day of mourning
 * for President Carter (NYSE and Nasdaq closed). Early closes end the regular session at 13:00 ET.
 * Extend it when the exchanges publish the next year: days outside it are ordinary weekdays.
 */
export interface ExchangeDay {
  date: Day;
  name: string;
  /** Why a holiday falls on this day, when it is not the holiday's own date. */
  notes: string | null;
}

export const EXCHANGE_CALENDAR_YEARS = { first: 2025, last: 2027 } as const;

export const EXCHANGES = ['NYSE', 'Nasdaq'];

/** The regular session's early end on an early-close day, US Eastern. */
export const EARLY_CLOSE_TIME = '13:00';

const day = (date: Day, name: string, notes: string | null = null): ExchangeDay => ({ date, name, notes });

export const EXCHANGE_HOLIDAYS: readonly ExchangeDay[] = [
  day('2025-01-01', "New Year's Day"),
  day('2025-01-09', 'National Day of Mourning for President Jimmy Carter'),
  day('2025-01-20', 'Martin Luther King Jr. Day'),
  day('2025-02-17', "Washington's Birthday"),
  day('2025-04-18', 'Good Friday'),
  day('2025-05-26', 'Memorial Day'),
  day('2025-06-19', 'Juneteenth National Independence Day'),
  day('2025-07-04', 'Independence Day'),
  day('2025-09-01', 'Labor Day'),
  day('2025-11-27', 'Thanksgiving Day'),
  day('2025-12-25', 'Christmas Day'),
  day('2026-01-01', "New Year's Day"),
  day('2026-01-19', 'Martin Luther King Jr. Day'),
  day('2026-02-16', "Washington's Birthday"),
  day('2026-04-03', 'Good Friday'),
  day('2026-05-25', 'Memorial Day'),
  day('2026-06-19', 'Juneteenth National Independence Day'),
  day('2026-07-03', 'Independence Day', 'Observed: July 4 is a Saturday.'),
  day('2026-09-07', 'Labor Day'),
  day('2026-11-26', 'Thanksgiving Day'),
  day('2026-12-25', 'Christmas Day'),
  day('2027-01-01', "New Year's Day"),
  day('2027-01-18', 'Martin Luther King Jr. Day'),
  day('2027-02-15', "Washington's Birthday"),
  day('2027-03-26', 'Good Friday'),
  day('2027-05-31', 'Memorial Day'),
  day('2027-06-18', 'Juneteenth National Independence Day', 'Observed: June 19 is a Saturday.'),
  day('2027-07-05', 'Independence Day', 'Observed: July 4 is a Sunday.'),
  day('2027-09-06', 'Labor Day'),
  day('2027-11-25', 'Thanksgiving Day'),
  day('2027-12-24', 'Christmas Day', 'Observed: December 25 is a Saturday.'),
];

export const EXCHANGE_EARLY_CLOSES: readonly ExchangeDay[] = [
  day('2025-07-03', 'Day before Independence Day'),
  day('2025-11-28', 'Day after Thanksgiving'),
  day('2025-12-24', 'Christmas Eve'),
  day('2026-11-27', 'Day after Thanksgiving'),
  day('2026-12-24', 'Christmas Eve'),
  day('2027-11-26', 'Day after Thanksgiving'),
];
