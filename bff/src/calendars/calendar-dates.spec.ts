import { currentWeek } from './calendar-dates.js';

describe('currentWeek', () => {
  it('is the Monday-to-Sunday week of today in the reader’s zone', () => {
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({
      date_from: '2026-11-23',
      date_to: '2026-11-29',
    });
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'Europe/Paris')).toEqual({
      date_from: '2026-11-30',
      date_to: '2026-12-06',
    });
  });
});

describe('currentWeek, asked again', () => {
  it('turns at midnight between Sunday and Monday in the zone, whatever was asked before', () => {
    const zone = 'America/Chicago';
    // Sunday 23:59:59 in Chicago (05:59:59 UTC on Monday), then Monday 00:00, then back to Sunday.
    expect(currentWeek(new Date('2026-11-30T05:59:59Z'), zone).date_from).toBe('2026-11-23');
    expect(currentWeek(new Date('2026-11-30T06:00:00Z'), zone).date_from).toBe('2026-11-30');
    expect(currentWeek(new Date('2026-11-30T05:59:59Z'), zone).date_from).toBe('2026-11-23');
    expect(currentWeek(new Date('2026-12-06T12:00:00Z'), zone)).toEqual({ date_from: '2026-11-30', date_to: '2026-12-06' });
    expect(currentWeek(new Date('2026-12-07T06:00:00Z'), zone).date_from).toBe('2026-12-07');
  });
});
