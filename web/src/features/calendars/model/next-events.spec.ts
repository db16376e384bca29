import { describe, expect, it } from '@jest/globals';
import { dividendRow, earningsRow, economicRow, NOW } from '../calendar-fixtures.test-helper.js';
import { isUpcoming, summarizeWeek } from './next-events.js';

describe("a week's next important events", () => {
  const done = earningsRow({
    id: 'done',
    ticker: 'JPM',
    date: '2026-07-13',
    time: '07:00',
    starts_at: '2026-07-13T11:00:00.000Z',
  });
  const cpi = economicRow({ id: 'cpi', importance: 5 });
  const retail = economicRow({ id: 'retail', importance: 3, date: '2026-07-16', starts_at: '2026-07-16T12:30:00.000Z' });
  const unrated = economicRow({ id: 'unrated', importance: null, date: '2026-07-15', starts_at: '2026-07-15T14:00:00.000Z' });
  const todayDividend = dividendRow({ id: 'ko', date: '2026-07-13' });

  it('counts an untimed event of today as still ahead, a timed one by its instant', () => {
    expect(isUpcoming(todayDividend, '2026-07-13', NOW)).toBe(true);
    expect(isUpcoming(done, '2026-07-13', NOW)).toBe(false);
  });

  it('counts each type and lists what is still ahead, the most important first', () => {
    const summary = summarizeWeek(
      [done, unrated, retail, cpi, todayDividend],
      ['earnings', 'economic', 'fda'],
      '2026-07-13',
      NOW,
      2,
    );
    expect(summary.earnings).toEqual({ count: 1, next: [] });
    expect(summary.economic.count).toBe(3);
    expect(summary.economic.next.map((row) => row.id)).toEqual(['cpi', 'retail']);
    expect(summary.fda).toEqual({ count: 0, next: [] });
  });
});
