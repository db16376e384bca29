import { dayFromIso } from './civil-date.js';
import { fuzzyDate, fuzzyDateSpan } from './fuzzy-dates.js';

const day = (iso: string) => dayFromIso(iso)!;

describe('fuzzy target dates', () => {
  it.each([
    ['day', '2026-08-14'],
    ['month', '2026-08'],
    ['quarter', '2026-Q3'],
    ['half', '2026-H2'],
    ['third', '2026-MID'],
  ] as const)('writes 14 August 2026 at %s precision as %s', (precision, text) => {
    expect(fuzzyDate(day('2026-08-14'), precision)).toBe(text);
  });

  it('splits the year into EARLY (Jan–Apr), MID (May–Aug) and LATE (Sep–Dec)', () => {
    expect(fuzzyDate(day('2026-04-30'), 'third')).toBe('2026-EARLY');
    expect(fuzzyDate(day('2026-05-01'), 'third')).toBe('2026-MID');
    expect(fuzzyDate(day('2026-09-01'), 'third')).toBe('2026-LATE');
  });

  it.each([
    ['2026-08-14', '2026-08-14', '2026-08-14'],
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2026-Q1', '2026-01-01', '2026-03-31'],
    ['2026-H2', '2026-07-01', '2026-12-31'],
    ['2026-EARLY', '2026-01-01', '2026-04-30'],
    ['2026-MID', '2026-05-01', '2026-08-31'],
    ['2026-LATE', '2026-09-01', '2026-12-31'],
  ])('reads %s as %s to %s', (text, first, last) => {
    expect(fuzzyDateSpan(text)).toEqual({ first: day(first), last: day(last) });
  });

  it('contains the day it was written from, at every precision', () => {
    for (const precision of ['day', 'month', 'quarter', 'half', 'third'] as const) {
      const span = fuzzyDateSpan(fuzzyDate(day('2027-10-03'), precision))!;
      expect(span.first).toBeLessThanOrEqual(day('2027-10-03'));
      expect(span.last).toBeGreaterThanOrEqual(day('2027-10-03'));
    }
  });

  it('reads nothing from "" or garbage', () => {
    for (const text of ['', '2026-Q5', '2026-H3', '2026-13', '2026-SOON', 'Q3 2026']) {
      expect(fuzzyDateSpan(text)).toBeUndefined();
    }
  });
});
