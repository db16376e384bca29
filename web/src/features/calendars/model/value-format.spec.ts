import { describe, expect, it } from '@jest/globals';
import {
  clockTime,
  compactCount,
  compactDollars,
  dividendDollars,
  dollars,
  fractionPercent,
  frequencyLabel,
  signedPercent,
  updatedAt,
} from './value-format.js';

describe('value formats', () => {
  it('writes times on a 12-hour clock', () => {
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('07:00')).toBe('7:00 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('16:30')).toBe('4:30 PM');
  });

  it('writes money as traders read it', () => {
    expect(dollars(1.62)).toBe('$1.62');
    expect(dollars(-0.05)).toBe('-$0.05');
    expect(dollars(null)).toBe('—');
    expect(compactDollars(3_420_000_000_000)).toBe('$3.42T');
    expect(compactDollars(145_230_000_000)).toBe('$145.2B');
    expect(compactDollars(820_500_000)).toBe('$820.5M');
    expect(compactDollars(-2_100_000)).toBe('-$2.10M');
    expect(dividendDollars(0.53)).toBe('$0.53');
    expect(dividendDollars(0.1025)).toBe('$0.1025');
    expect(compactCount(12_500_000)).toBe('12.50M');
  });

  it('signs surprises and turns yields into percentages', () => {
    expect(signedPercent(4.23)).toBe('+4.2%');
    expect(signedPercent(-1)).toBe('-1.0%');
    expect(signedPercent(0)).toBe('0.0%');
    expect(fractionPercent(0.0266)).toBe('2.66%');
    expect(frequencyLabel(4)).toBe('Quarterly');
    expect(frequencyLabel(3)).toBe('3× a year');
  });

  it('shows when a row last changed in the reader’s zone', () => {
    expect(updatedAt('2026-07-10T13:32:00.000Z', 'America/New_York')).toBe('Jul 10, 9:32 AM');
    expect(updatedAt('2026-07-10T13:32:00.000Z', 'Asia/Tokyo')).toBe('Jul 10, 10:32 PM');
  });
});
