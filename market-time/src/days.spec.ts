import { addDays, addMonths, daysFromTo, isDay, mondayOf, weekdayOf, weekOf } from './days.js';

describe('days', () => {
  it('runs weeks Monday to Sunday, across a month end and a year end', () => {
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  it('adds days and months, months clamped to the month end', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('counts days with both ends included, and knows the weekday', () => {
    expect(daysFromTo('2026-11-23', '2026-11-29')).toBe(7);
    expect(daysFromTo('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysFromTo('2026-12-28', '2027-01-03')).toBe(7);
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('knows real days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '', '2026-11-19T00:00'])
      expect(isDay(value)).toBe(false);
  });
});
