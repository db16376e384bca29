import { afterClosePattern, historyStart, latestClosedDay } from './daily-bars-schedule.js';

// November 2026 is Eastern Standard Time (UTC−5): 16:00 New York is 21:00 UTC, 13:00 is 18:00 UTC.
const at = (iso: string) => new Date(iso);

describe('the last closed session a sync stores', () => {
  it('is the day itself from the margin after a regular close, the session before until then', () => {
    expect(latestClosedDay(at('2026-11-24T15:00:00Z'))).toBe('2026-11-23');
    expect(latestClosedDay(at('2026-11-24T21:14:59Z'))).toBe('2026-11-23');
    expect(latestClosedDay(at('2026-11-24T21:15:00Z'))).toBe('2026-11-24');
    // Past midnight in New York the day before is still the last closed one.
    expect(latestClosedDay(at('2026-11-25T04:30:00Z'))).toBe('2026-11-24');
  });

  it('takes an early close (13:00) as the session’s end', () => {
    // The day after Thanksgiving closes at 13:00; the holiday before it has no session.
    expect(latestClosedDay(at('2026-11-27T18:14:00Z'))).toBe('2026-11-25');
    expect(latestClosedDay(at('2026-11-27T18:15:00Z'))).toBe('2026-11-27');
  });

  it('skips a holiday: Thanksgiving has no bar to store', () => {
    expect(latestClosedDay(at('2026-11-26T21:30:00Z'))).toBe('2026-11-25');
  });

  it('gives the Friday through the weekend and Monday’s session', () => {
    expect(latestClosedDay(at('2026-11-28T12:00:00Z'))).toBe('2026-11-27');
    expect(latestClosedDay(at('2026-11-29T23:00:00Z'))).toBe('2026-11-27');
    expect(latestClosedDay(at('2026-11-30T16:00:00Z'))).toBe('2026-11-27');
    expect(latestClosedDay(at('2026-11-30T21:15:00Z'))).toBe('2026-11-30');
  });

  it('follows New York’s clock through daylight saving time (16:00 EDT is 20:00 UTC)', () => {
    expect(latestClosedDay(at('2026-07-01T20:14:00Z'))).toBe('2026-06-30');
    expect(latestClosedDay(at('2026-07-01T20:15:00Z'))).toBe('2026-07-01');
  });
});

describe('the after-close job', () => {
  it('runs the margin after the early and the regular close, on weekdays, in New York time', () => {
    expect(afterClosePattern()).toBe('15 13,16 * * 1-5');
  });
});

describe('a ticker’s history', () => {
  it('starts two years before the last closed session', () => {
    expect(historyStart('2026-11-27')).toBe('2024-11-27');
  });
});
