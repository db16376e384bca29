import { addDays, currentWeek, daysBetween, isKnownZone, isRealDay, mondayOf, readIn } from './calendar-dates.js';

describe('readIn', () => {
  it('reads an instant on the clocks of a zone, across daylight-saving changes', () => {
    expect(readIn(new Date('2026-11-26T21:30:00Z'), 'America/New_York')).toEqual({ date: '2026-11-26', time: '16:30' });
    expect(readIn(new Date('2026-07-30T20:30:00Z'), 'America/New_York')).toEqual({ date: '2026-07-30', time: '16:30' });
    expect(readIn(new Date('2026-11-26T21:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2026-11-27', time: '06:30' });
    expect(readIn(new Date('2026-11-26T21:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-27', time: '03:00' });
    // New York springs forward at 07:00 UTC on 2026-03-08.
    expect(readIn(new Date('2026-03-08T06:59:00Z'), 'America/New_York').time).toBe('01:59');
    expect(readIn(new Date('2026-03-08T07:00:00Z'), 'America/New_York').time).toBe('03:00');
  });

  it.each([
    ['Europe/London', Date.UTC(2026, 2, 29)],
    ['America/New_York', Date.UTC(2026, 10, 1)],
    // Lord Howe Island moves its clocks by half an hour.
    ['Australia/Lord_Howe', Date.UTC(2026, 3, 4)],
    ['Asia/Kathmandu', Date.UTC(2026, 5, 1)],
  ])('agrees with Intl through a day of changes in %s', (zone, start) => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let minute = 0; minute < 36 * 60; minute += 7) {
      const instant = new Date(start + minute * 60_000);
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      expect(readIn(instant, zone)).toEqual({
        date: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}`,
      });
    }
  });
});

describe('weeks and days', () => {
  it('runs weeks Monday to Sunday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({
      date_from: '2026-11-23',
      date_to: '2026-11-29',
    });
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'Europe/Paris')).toEqual({
      date_from: '2026-11-30',
      date_to: '2026-12-06',
    });
  });

  it('counts days, both ends included, and knows real days and zones', () => {
    expect(daysBetween('2026-11-23', '2026-11-29')).toBe(7);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isKnownZone('Europe/London')).toBe(true);
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('../etc/passwd')).toBe(false);
  });
});
