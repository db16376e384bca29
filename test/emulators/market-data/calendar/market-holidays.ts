// The days the New York Stock Exchange is closed besides weekends, so that nothing is scheduled, declared or
// paid on Christmas Day. A holiday on a Saturday is observed the Friday before (New Year's Day excepted: the
// exchange stays open on December 31), one on a Sunday the Monday after.

const DAY_MS = 86_400_000;
const byYear = new Map<number, ReadonlySet<number>>();

export function isMarketHoliday(day: number): boolean {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = holidaysOf(year);
    byYear.set(year, holidays);
  }
  return holidays.has(day);
}

function holidaysOf(year: number): ReadonlySet<number> {
  const fixed = [
    [1, 1],
    [6, 19],
    [7, 4],
    [12, 25],
  ].map(([month, dayOfMonth]) => observed(dateOf(year, month, dayOfMonth), month === 1));
  const floating = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    easterSunday(year) - 2, // Good Friday
    lastWeekday(year, 5, 1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
  return new Set([...fixed, ...floating].filter((day): day is number => day !== undefined));
}

function observed(day: number, newYear: boolean): number | undefined {
  const weekday = weekdayOf(day);
  if (weekday === 6) return newYear ? undefined : day - 1;
  if (weekday === 0) return day + 1;
  return day;
}

// The Gregorian computus (Meeus/Jones/Butcher).
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, dayOfMonth);
}

function dateOf(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / DAY_MS);
}

function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dateOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1);
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dateOf(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}
