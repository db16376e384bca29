import { addDays } from '@mc/market-time';
import { backfillMonths, backfillWindow, deltaStart, updatedNotAfter } from './sync-window.js';

describe('backfillWindow', () => {
  it('spans a year back and six months ahead of today in New York', () => {
    expect(backfillWindow(new Date('2026-11-23T15:00:00Z'))).toEqual({ dateFrom: '2025-11-23', dateTo: '2027-05-23' });
    // 02:00 UTC is still the previous evening in New York.
    expect(backfillWindow(new Date('2026-03-01T02:00:00Z'))).toEqual({ dateFrom: '2025-02-28', dateTo: '2026-08-28' });
    // The months are clamped to the last day of a shorter month.
    expect(backfillWindow(new Date('2026-08-31T15:00:00Z'))).toEqual({ dateFrom: '2025-08-31', dateTo: '2027-02-28' });
  });
});

describe('backfillMonths', () => {
  it('covers the backfill window a month at a time, each month starting the day after the last ends', () => {
    const now = new Date('2026-08-31T15:00:00Z');
    const months = backfillMonths(now);
    // Eighteen months, and the window's last day (it ends on the day it started, 18 months on).
    expect(months).toHaveLength(19);
    expect(months[18]).toEqual({ dateFrom: '2027-02-28', dateTo: '2027-02-28' });
    expect(months.slice(0, 2)).toEqual([
      { dateFrom: '2025-08-31', dateTo: '2025-09-29' },
      { dateFrom: '2025-09-30', dateTo: '2025-10-30' },
    ]);
    expect(months[0].dateFrom).toBe(backfillWindow(now).dateFrom);
    expect(months[months.length - 1].dateTo).toBe(backfillWindow(now).dateTo);
    for (let index = 1; index < months.length; index++) expect(months[index].dateFrom).toBe(addDays(months[index - 1].dateTo, 1));
  });
});

describe('deltaStart', () => {
  const now = new Date('2026-11-30T15:00:00Z');
  const nowSeconds = now.getTime() / 1000;

  it('starts 5 seconds before the newest updated stored, and at 0 before any', () => {
    expect(deltaStart(1_767_225_600, now)).toBe(1_767_225_595);
    expect(deltaStart(null, now)).toBe(0);
    expect(deltaStart(3, now)).toBe(0);
  });

  it('never starts later than now: rows stamped while the provider’s clock ran ahead hide no later change', () => {
    expect(deltaStart(nowSeconds + 86_400, now)).toBe(nowSeconds - 5);
    expect(deltaStart(nowSeconds, now)).toBe(nowSeconds - 5);
  });
});

describe('updatedNotAfter', () => {
  const now = new Date('2026-11-30T15:00:00.700Z');
  const nowSeconds = Math.floor(now.getTime() / 1000);

  it('stores a provider’s updated as it is, or as now when it is ahead of our clock', () => {
    expect(updatedNotAfter(nowSeconds - 60, now)).toBe(nowSeconds - 60);
    expect(updatedNotAfter(nowSeconds + 86_400, now)).toBe(nowSeconds);
  });
});
