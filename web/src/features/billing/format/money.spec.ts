import { describe, expect, it } from '@jest/globals';
import { formatCents, formatDollars, isNonZeroAmount } from './money.js';

describe('money', () => {
  it('shows dollars with 2 decimals', () => {
    expect(formatDollars(20)).toBe('$20.00');
    expect(formatDollars('199.5')).toBe('$199.50');
    expect(formatDollars(1234.567)).toBe('$1,234.57');
    expect(formatDollars(-5)).toBe('-$5.00');
  });

  it('has nothing to show for a missing or unreadable amount', () => {
    expect(formatDollars(null)).toBeNull();
    expect(formatDollars(undefined)).toBeNull();
    expect(formatDollars('')).toBeNull();
    expect(formatDollars('n/a')).toBeNull();
  });

  it('shows cart cents as dollars', () => {
    expect(formatCents(2000)).toBe('$20.00');
  });

  it('treats a zero discount as none', () => {
    expect(isNonZeroAmount(0)).toBe(false);
    expect(isNonZeroAmount('0.00')).toBe(false);
    expect(isNonZeroAmount(null)).toBe(false);
    expect(isNonZeroAmount('4.00')).toBe(true);
  });
});
