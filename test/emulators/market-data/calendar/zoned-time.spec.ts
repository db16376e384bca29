import { dayFromIso, isoOf } from './civil-date.js';
import { easternDayOf, easternInstant, instantAt, NEW_YORK, wallClockAt } from './zoned-time.js';

const day = (iso: string) => dayFromIso(iso)!;

describe('zoned time', () => {
  it('converts New York wall time in winter (UTC−5) and summer (UTC−4)', () => {
    expect(easternInstant(day('2026-01-15'), '08:30:00')).toBe(Date.UTC(2026, 0, 15, 13, 30));
    expect(easternInstant(day('2026-07-15'), '08:30:00')).toBe(Date.UTC(2026, 6, 15, 12, 30));
  });

  it('reads the wall clock back from an instant', () => {
    expect(wallClockAt(NEW_YORK, Date.UTC(2026, 10, 19, 21, 5, 7))).toEqual({ day: day('2026-11-19'), time: '16:05:07' });
  });

  it('follows the daylight-saving switch on the right day', () => {
    // 2026: clocks go forward on 8 March and back on 1 November in New York.
    expect(easternInstant(day('2026-03-07'), '12:00:00')).toBe(Date.UTC(2026, 2, 7, 17));
    expect(easternInstant(day('2026-03-09'), '12:00:00')).toBe(Date.UTC(2026, 2, 9, 16));
    expect(easternInstant(day('2026-11-02'), '12:00:00')).toBe(Date.UTC(2026, 10, 2, 17));
  });

  it('puts a London 07:00 release at 02:00 in New York, and a Tokyo noon on the previous New York evening', () => {
    const london = instantAt('Europe/London', day('2026-11-18'), '07:00:00');
    expect(wallClockAt(NEW_YORK, london)).toEqual({ day: day('2026-11-18'), time: '02:00:00' });
    const tokyo = instantAt('Asia/Tokyo', day('2026-12-18'), '12:00:00');
    expect(wallClockAt(NEW_YORK, tokyo)).toEqual({ day: day('2026-12-17'), time: '22:00:00' });
  });

  it('gives the US Eastern day, not the UTC day', () => {
    expect(isoOf(easternDayOf(Date.UTC(2026, 10, 20, 3)))).toBe('2026-11-19');
  });
});
