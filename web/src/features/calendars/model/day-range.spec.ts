import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  currentWeekIn,
  daysIn,
  daysOf,
  isDay,
  mondayOf,
  monthGrid,
  rangeProblem,
  shiftRange,
  todayIn,
} from './day-range.js';

describe('day arithmetic', () => {
  it('knows real days from look-alikes', () => {
    expect(isDay('2026-07-13')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-7-13')).toBe(false);
    expect(isDay('13/07/2026')).toBe(false);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-07-31', 1)).toBe('2026-08-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-09', -1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('runs weeks from Monday to Sunday', () => {
    expect(mondayOf('2026-07-13')).toBe('2026-07-13');
    expect(mondayOf('2026-07-19')).toBe('2026-07-13');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  it('steps a range by its own length', () => {
    const week = { from: '2026-07-13', to: '2026-07-19' };
    expect(daysIn(week)).toBe(7);
    expect(shiftRange(week, -1)).toEqual({ from: '2026-07-06', to: '2026-07-12' });
    expect(shiftRange(week, 1)).toEqual({ from: '2026-07-20', to: '2026-07-26' });
    expect(shiftRange({ from: '2026-07-01', to: '2026-07-10' }, 1)).toEqual({ from: '2026-07-11', to: '2026-07-20' });
  });

  it('lists every day of a range', () => {
    expect(daysOf({ from: '2026-07-30', to: '2026-08-02' })).toEqual(['2026-07-30', '2026-07-31', '2026-08-01', '2026-08-02']);
  });
});

describe('today and this week in a time zone', () => {
  // Monday 13 July 2026, 02:30 UTC: still Sunday evening in New York, already Monday in Tokyo.
  const instant = new Date('2026-07-13T02:30:00Z');

  it('reads the day the zone’s clocks show', () => {
    expect(todayIn('UTC', instant)).toBe('2026-07-13');
    expect(todayIn('America/New_York', instant)).toBe('2026-07-12');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-07-13');
  });

  it('gives each zone its own current week', () => {
    expect(currentWeekIn('America/New_York', instant)).toEqual({ from: '2026-07-06', to: '2026-07-12' });
    expect(currentWeekIn('Asia/Tokyo', instant)).toEqual({ from: '2026-07-13', to: '2026-07-19' });
  });
});

describe('custom ranges', () => {
  it('accepts a range of up to 366 days, both days counted', () => {
    expect(rangeProblem('2026-07-01', '2026-07-01')).toBeNull();
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe('Choose a range of at most 366 days.');
  });

  it('refuses a missing day or an end before the start', () => {
    expect(rangeProblem('', '2026-07-19')).toBe('Choose a start date and an end date.');
    expect(rangeProblem('2026-07-19', '2026-07-13')).toBe('The end date must be on or after the start date.');
  });
});

describe('month grids', () => {
  it('covers the month in whole Monday-to-Sunday weeks', () => {
    expect(monthGrid('2026-07')).toEqual({ from: '2026-06-29', to: '2026-08-02' });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGrid('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(daysIn(monthGrid('2026-08')) % 7).toBe(0);
  });

  it('steps months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
