import { periodBoundary, periodStartingAt } from './billing-period.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('billing periods', () => {
  it('bills "every 4 weeks" in 28-day steps', () => {
    const anchor = at('2026-01-05T10:00:00Z');
    expect(iso(periodBoundary(anchor, { interval: 'week', interval_count: 4 }, 1))).toBe('2026-02-02T10:00:00.000Z');
    expect(iso(periodBoundary(anchor, { interval: 'week', interval_count: 4 }, 2))).toBe('2026-03-02T10:00:00.000Z');
  });

  it('counts months from the anchor, so the 31st survives short months', () => {
    const anchor = at('2026-01-31T08:30:00Z');
    const monthly = { interval: 'month', interval_count: 1 } as const;
    expect(iso(periodBoundary(anchor, monthly, 1))).toBe('2026-02-28T08:30:00.000Z');
    expect(iso(periodBoundary(anchor, monthly, 2))).toBe('2026-03-31T08:30:00.000Z');
  });

  it('handles six months and leap days in yearly plans', () => {
    expect(iso(periodBoundary(at('2026-08-31T00:00:00Z'), { interval: 'month', interval_count: 6 }, 1))).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(iso(periodBoundary(at('2028-02-29T00:00:00Z'), { interval: 'year', interval_count: 1 }, 1))).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('finds the period that starts at a boundary', () => {
    const anchor = at('2026-01-31T00:00:00Z');
    const monthly = { interval: 'month', interval_count: 1 } as const;
    const period = periodStartingAt(anchor, monthly, at('2026-02-28T00:00:00Z'));
    expect(iso(period.end)).toBe('2026-03-31T00:00:00.000Z');
  });
});
