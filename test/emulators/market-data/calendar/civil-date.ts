import { addTradingDays, isTradingDay, tradingDayOnOrAfter, tradingDayOnOrBefore } from '@mc/market-time';

// Calendar dates without a time zone, as whole day numbers (days since 1970-01-01): the generators step
// through tens of thousands of them, and integer arithmetic never trips over daylight saving. Zones come in
// only in zoned-time.ts. A business day is a day the exchanges trade: @mc/market-time's exchange calendar.

const DAY_MS = 86_400_000;
// Bound once, as in seeded-hash.ts: global lookups are slow inside the vm context Jest runs modules in.
const { floor } = Math;
const utc = Date.UTC;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

export function dayFromYmd(year: number, month: number, day: number): number {
  return floor(utc(year, month - 1, day) / DAY_MS);
}

export function ymdOf(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day of a `YYYY-MM-DD` text, or undefined for anything else (2026-02-30 included). */
export function dayFromIso(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return dayFromYmd(year, month, day);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const viaIso = (day: number, step: (iso: string) => string): number => dayFromIso(step(isoOf(day)))!;

export const isBusinessDay = (day: number): boolean => isTradingDay(isoOf(day));

export const businessDayOnOrAfter = (day: number): number => viaIso(day, tradingDayOnOrAfter);

export const businessDayOnOrBefore = (day: number): number => viaIso(day, tradingDayOnOrBefore);

export const addBusinessDays = (day: number, count: number): number => viaIso(day, (iso) => addTradingDays(iso, count));

/** The first `weekday` on or after `day`. */
export function weekdayOnOrAfter(day: number, weekday: number): number {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/** The `n`th (1-based) `weekday` of a month. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): number {
  return weekdayOnOrAfter(dayFromYmd(year, month, 1), weekday) + 7 * (n - 1);
}

export function lastWeekdayOfMonth(year: number, month: number, weekday: number): number {
  const last = lastDayOfMonth(year, month);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

export function lastDayOfMonth(year: number, month: number): number {
  return dayFromYmd(year, month + 1, 1) - 1;
}

/** Months counted from year 0, so that months can be stepped through like days. */
export function monthIndexOf(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export function yearMonthOf(monthIndex: number): { year: number; month: number } {
  return { year: floor(monthIndex / 12), month: (((monthIndex % 12) + 12) % 12) + 1 };
}
