import {
  FRIDAY,
  MONDAY,
  THURSDAY,
  WEDNESDAY,
  addBusinessDays,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  dayFromIso,
  isBusinessDay,
  isoOf,
  lastWeekdayOfMonth,
  nthWeekdayOfMonth,
  weekdayOf,
} from './civil-date.js';

const day = (iso: string) => dayFromIso(iso)!;

describe('civil dates', () => {
  it('reads and writes YYYY-MM-DD both ways', () => {
    expect(isoOf(day('2026-11-19'))).toBe('2026-11-19');
    expect(day('1970-01-01')).toBe(0);
  });

  it('refuses impossible or malformed dates', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-1-5', '19-11-2026', '', '2026-11-19T00:00']) {
      expect(dayFromIso(text)).toBeUndefined();
    }
    expect(dayFromIso('2028-02-29')).toBeDefined();
    expect(dayFromIso('2100-02-29')).toBeUndefined();
  });

  it('knows the weekday', () => {
    expect(weekdayOf(day('2026-11-19'))).toBe(THURSDAY);
    expect(weekdayOf(day('1969-12-31'))).toBe(WEDNESDAY);
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(isoOf(nthWeekdayOfMonth(2026, 11, THURSDAY, 4))).toBe('2026-11-26');
    expect(isoOf(nthWeekdayOfMonth(2026, 1, FRIDAY, 1))).toBe('2026-01-02');
    expect(isoOf(lastWeekdayOfMonth(2026, 5, MONDAY))).toBe('2026-05-25');
  });

  it('counts trading days, skipping weekends and exchange holidays', () => {
    expect(isBusinessDay(day('2026-11-26'))).toBe(false);
    expect(isoOf(businessDayOnOrAfter(day('2026-11-26')))).toBe('2026-11-27');
    expect(isoOf(businessDayOnOrBefore(day('2026-12-27')))).toBe('2026-12-24');
    expect(isoOf(addBusinessDays(day('2026-12-24'), 1))).toBe('2026-12-28');
    expect(isoOf(addBusinessDays(day('2026-12-28'), -1))).toBe('2026-12-24');
  });
});
