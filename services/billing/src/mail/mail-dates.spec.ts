import { longDate, longDateTime } from './mail-dates.js';

const NEW_YORK = 'America/New_York';

describe('mail dates in the account’s zone', () => {
  it('gives the day it is in the zone, not in UTC', () => {
    const trialEnd = new Date('2026-12-01T03:00:00Z');
    expect(longDate(trialEnd, NEW_YORK)).toBe('November 30, 2026');
    expect(longDate(trialEnd, 'UTC')).toBe('December 1, 2026');
    expect(longDate(trialEnd, 'Asia/Kolkata')).toBe('December 1, 2026');
  });

  it('names the zone after a time, across the end of daylight saving time in New York', () => {
    // Clocks go from 02:00 EDT back to 01:00 EST at 06:00Z on November 1, 2026: 01:30 happens twice.
    expect(longDateTime(new Date('2026-11-01T05:30:00Z'), NEW_YORK)).toBe('November 1, 2026, 1:30 AM EDT');
    expect(longDateTime(new Date('2026-11-01T06:30:00Z'), NEW_YORK)).toBe('November 1, 2026, 1:30 AM EST');
    expect(longDateTime(new Date('2026-12-01T14:00:00Z'), NEW_YORK)).toBe('December 1, 2026, 9:00 AM EST');
    // The day before the change, 03:59Z is still October 31 in New York.
    expect(longDate(new Date('2026-11-01T03:59:00Z'), NEW_YORK)).toBe('October 31, 2026');
  });

  it('keeps a half-hour offset, and its midnight and noon', () => {
    expect(longDateTime(new Date('2026-12-01T14:00:00Z'), 'Asia/Kolkata')).toBe('December 1, 2026, 7:30 PM GMT+5:30');
    expect(longDateTime(new Date('2026-11-30T18:30:00Z'), 'Asia/Kolkata')).toBe('December 1, 2026, 12:00 AM GMT+5:30');
    expect(longDateTime(new Date('2026-12-01T06:30:00Z'), 'Asia/Kolkata')).toBe('December 1, 2026, 12:00 PM GMT+5:30');
  });
});
