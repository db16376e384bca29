import { marketDayDrafts, thirdFriday } from './market-days.js';
import { EXCHANGE_EARLY_CLOSES, EXCHANGE_HOLIDAYS, isTradingDay, regularCloseOn } from '@mc/market-time';

const rows = marketDayDrafts();
const on = (date: string) => rows.filter((row) => row.date === date);
const kinds = (date: string) => on(date).map((row) => row.details.kind);

describe('the market calendar', () => {
  it('lists Thanksgiving 2026 as closed and the day after as a 13:00 ET early close', () => {
    expect(on('2026-11-26')).toEqual([
      expect.objectContaining({ type: 'market', title: 'Market closed: Thanksgiving Day', time: null, dateStatus: 'confirmed' }),
    ]);
    expect(on('2026-11-26')[0].details).toMatchObject({ kind: 'holiday', close_time: null, exchanges: ['NYSE', 'Nasdaq'] });
    expect(on('2026-11-27')[0].details).toMatchObject({
      kind: 'early_close',
      close_time: '13:00',
      name: 'Day after Thanksgiving',
    });
    expect(regularCloseOn('2026-11-27')).toBe('13:00');
    expect(regularCloseOn('2026-11-25')).toBe('16:00');
    expect(regularCloseOn('2026-11-26')).toBeNull();
  });

  it('has no row on a weekend, and every table day is a weekday', () => {
    for (const row of rows) expect([0, 6]).not.toContain(new Date(`${row.date}T00:00:00Z`).getUTCDay());
    for (const day of [...EXCHANGE_HOLIDAYS, ...EXCHANGE_EARLY_CLOSES])
      expect([0, 6]).not.toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
  });

  it('finds the third Friday of a month', () => {
    expect(thirdFriday(2026, 11)).toBe('2026-11-20');
    expect(thirdFriday(2026, 5)).toBe('2026-05-15');
    expect(thirdFriday(2027, 10)).toBe('2027-10-15');
  });

  it('expires monthly options on the third Friday, or the Thursday before when that Friday is a holiday', () => {
    expect(kinds('2026-11-20')).toEqual(['option_expiration']);
    expect(kinds('2025-04-17')).toEqual(['option_expiration']);
    expect(on('2025-04-17')[0].details.notes).toBe('Moved from Friday 2025-04-18: the exchanges are closed that day.');
    expect(kinds('2025-04-18')).toEqual(['holiday']);
    // Good Friday 2026 is the first Friday of April: April's expiration stays on the third.
    expect(kinds('2026-04-17')).toEqual(['option_expiration']);
    // Juneteenth falls on June's third Friday in 2026 (and is observed on it in 2027): quad witching on Thursday.
    expect(kinds('2026-06-18')).toEqual(['quad_witching']);
    expect(kinds('2027-06-17')).toEqual(['quad_witching']);
  });

  it('has one expiration a month, quad witching in March, June, September and December', () => {
    const expirations = rows.filter((row) => row.details.kind !== 'holiday' && row.details.kind !== 'early_close');
    expect(expirations).toHaveLength(36);
    const quads = expirations.filter((row) => row.details.kind === 'quad_witching').map((row) => row.date);
    expect(quads.filter((date) => date.startsWith('2026'))).toEqual(['2026-03-20', '2026-06-18', '2026-09-18', '2026-12-18']);
    for (const row of expirations) expect(isTradingDay(row.date)).toBe(true);
  });

  it('gives every row a stable, unique id', () => {
    const ids = rows.map((row) => row.providerId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('2026-11-26-holiday');
  });
});
