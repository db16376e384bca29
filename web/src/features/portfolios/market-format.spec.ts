import { describe, expect, it } from '@jest/globals';
import {
  formatCalendarDay,
  formatEasternTime,
  formatMarketCap,
  formatSignedChange,
  formatSignedPercent,
} from './market-format.js';

describe('market formats', () => {
  it('writes market caps the way traders read them', () => {
    expect(formatMarketCap(3.452e12)).toBe('$3.45T');
    expect(formatMarketCap(812.34e9)).toBe('$812.3B');
    expect(formatMarketCap(950.2e6)).toBe('$950.2M');
    expect(formatMarketCap(420_000)).toBe('$420,000.00');
  });

  it('signs changes, counting no change as a gain', () => {
    expect(formatSignedChange(1.234)).toBe('+1.23');
    expect(formatSignedChange(-0.5)).toBe('-0.50');
    expect(formatSignedChange(0)).toBe('+0.00');
    expect(formatSignedPercent(-1.2)).toBe('-1.20%');
  });

  it('shows a catalyst day as that calendar day, whatever the reader’s zone', () => {
    expect(formatCalendarDay('2026-12-04')).toBe('Dec 4, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('shows the quotes’ time in New York', () => {
    expect(formatEasternTime('2026-11-23T20:45:00Z')).toBe('Nov 23, 3:45 PM EST');
    expect(formatEasternTime('2026-07-01T13:30:00Z')).toBe('Jul 1, 9:30 AM EDT');
  });
});
