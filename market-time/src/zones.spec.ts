import { dayEndsAt, dayIn, dayStartsAt, formatsPerZone, instantAt, isKnownZone, wallClock, zoneAbbreviation } from './zones.js';

const NEW_YORK = 'America/New_York';

describe('zoned days', () => {
  it('reads New York as UTC−5 in winter and UTC−4 in summer', () => {
    expect(instantAt('2026-01-27', '16:05:00', NEW_YORK).toISOString()).toBe('2026-01-27T21:05:00.000Z');
    expect(instantAt('2026-07-28', '08:30', NEW_YORK).toISOString()).toBe('2026-07-28T12:30:00.000Z');
    expect(wallClock(Date.UTC(2026, 10, 19, 21, 5, 7), NEW_YORK)).toEqual({ day: '2026-11-19', time: '16:05:07' });
  });

  it('springs forward on 8 March 2026: a 23-hour day, and 02:30 never shows', () => {
    expect(wallClock(new Date('2026-03-08T06:59:00Z'), NEW_YORK).time).toBe('01:59:00');
    expect(wallClock(new Date('2026-03-08T07:00:00Z'), NEW_YORK).time).toBe('03:00:00');
    expect(dayStartsAt('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayEndsAt('2026-03-08', NEW_YORK).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(instantAt('2026-03-08', '02:30', NEW_YORK).toISOString()).toBe('2026-03-08T06:30:00.000Z');
  });

  it('falls back on 1 November 2026: a 25-hour day, and 01:30 is its first reading', () => {
    expect(dayStartsAt('2026-11-01', NEW_YORK).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dayEndsAt('2026-11-01', NEW_YORK).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(instantAt('2026-11-01', '01:30', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(wallClock(new Date('2026-11-01T06:30:00Z'), NEW_YORK)).toEqual({ day: '2026-11-01', time: '01:30:00' });
  });

  it('gives the day in the zone, which late in the UTC evening is still yesterday in New York', () => {
    expect(dayIn(new Date('2026-05-12T03:30:00Z'), NEW_YORK)).toBe('2026-05-11');
    expect(dayIn(new Date('2026-05-12T04:30:00Z'), NEW_YORK)).toBe('2026-05-12');
    expect(dayIn(new Date('2026-11-26T21:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-27');
  });

  it('reads zones with quarter- and half-hour offsets', () => {
    expect(wallClock(new Date('2026-11-26T21:30:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-11-27', time: '03:00:00' });
    expect(wallClock(new Date('2026-06-01T00:00:00Z'), 'Asia/Kathmandu').time).toBe('05:45:00');
    expect(instantAt('2026-06-01', '09:00:00', 'Asia/Tokyo').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it.each([
    ['Europe/London', Date.UTC(2026, 2, 29)],
    [NEW_YORK, Date.UTC(2026, 10, 1)],
    // Lord Howe Island moves its clocks by half an hour.
    ['Australia/Lord_Howe', Date.UTC(2026, 3, 4)],
  ])('agrees with Intl through a day of changes in %s', (zone, start) => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
    });
    for (let minute = 0; minute < 36 * 60; minute += 7) {
      const instant = new Date(start + minute * 60_000);
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      expect(wallClock(instant, zone)).toEqual({
        day: `${parts.year}-${parts.month}-${parts.day}`,
        time: `${parts.hour}:${parts.minute}:${parts.second}`,
      });
    }
  });

  it('knows zone names, and refuses what is not one', () => {
    expect(isKnownZone('Europe/London')).toBe(true);
    expect(isKnownZone('UTC')).toBe(true);
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('../etc/passwd')).toBe(false);
    expect(isKnownZone('<script>')).toBe(false);
    expect(() => dayIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('names the zone as clocks there go by at the instant, across the end of daylight saving time', () => {
    // New York falls back at 06:00Z on November 1, 2026.
    expect(zoneAbbreviation(Date.UTC(2026, 10, 1, 5, 59), NEW_YORK)).toBe('EDT');
    expect(zoneAbbreviation(Date.UTC(2026, 10, 1, 6), NEW_YORK)).toBe('EST');
    expect(zoneAbbreviation(new Date(Date.UTC(2026, 6, 1)), 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneAbbreviation(Date.UTC(2026, 6, 1), 'UTC')).toBe('UTC');
    expect(() => zoneAbbreviation(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('builds a format once per zone, and formats in that zone', () => {
    const clock = formatsPerZone({ hour: 'numeric', minute: '2-digit' });
    expect(clock(NEW_YORK)).toBe(clock(NEW_YORK));
    expect(clock('Europe/London')).not.toBe(clock(NEW_YORK));
    const instant = Date.UTC(2026, 10, 27, 21, 5);
    expect(clock(NEW_YORK).format(instant)).toMatch(/^4:05\sPM$/);
    expect(clock('Europe/London').format(instant)).toMatch(/^9:05\sPM$/);
    expect(() => clock('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
