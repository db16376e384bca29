import { describe, expect, it } from '@jest/globals';
import { formatBillingDate } from './billing-date.js';

describe('formatBillingDate', () => {
  it('reads Unix seconds and milliseconds alike', () => {
    const noonUtc = Date.UTC(2026, 0, 15, 12);
    const expected = new Date(noonUtc).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    expect(formatBillingDate(noonUtc / 1000)).toBe(expected);
    expect(formatBillingDate(noonUtc)).toBe(expected);
    expect(formatBillingDate(String(noonUtc / 1000))).toBe(expected);
  });

  it('shows a plain date as it is, whatever the time zone', () => {
    expect(formatBillingDate('2026-03-01')).toBe('Mar 1, 2026');
  });

  it('reads ISO timestamps', () => {
    expect(formatBillingDate('2026-07-04T12:00:00Z')).toBe(
      new Date('2026-07-04T12:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
    );
  });

  it('keeps text that is no date, and has nothing for no value', () => {
    expect(formatBillingDate('at the end of the trial')).toBe('at the end of the trial');
    expect(formatBillingDate(null)).toBeNull();
    expect(formatBillingDate('')).toBeNull();
  });
});
