import { backfillWindow, deltaStart } from './sync-window.js';

describe('backfillWindow', () => {
  it('spans a year back and six months ahead of today in New York', () => {
    expect(backfillWindow(new Date('2026-11-23T15:00:00Z'))).toEqual({ dateFrom: '2025-11-23', dateTo: '2027-05-23' });
    // 02:00 UTC is still the previous evening in New York.
    expect(backfillWindow(new Date('2026-03-01T02:00:00Z'))).toEqual({ dateFrom: '2025-02-28', dateTo: '2026-08-28' });
    // The months are clamped to the last day of a shorter month.
    expect(backfillWindow(new Date('2026-08-31T15:00:00Z'))).toEqual({ dateFrom: '2025-08-31', dateTo: '2027-02-28' });
  });
});

describe('deltaStart', () => {
  it('starts 5 seconds before the newest updated stored, and at 0 before any', () => {
    expect(deltaStart(1_767_225_600)).toBe(1_767_225_595);
    expect(deltaStart(null)).toBe(0);
    expect(deltaStart(3)).toBe(0);
  });
});
