import { describe, expect, it } from '@jest/globals';
import { formatChange, formatPrice, isGain, shortCompanyName } from './quote-format.js';

describe('shortCompanyName', () => {
  it('keeps a name of 20 characters or fewer as it is', () => {
    expect(shortCompanyName('Apple Inc.')).toBe('Apple Inc.');
    expect(shortCompanyName('A'.repeat(20))).toBe('A'.repeat(20));
  });

  it('cuts a longer name at 20 characters and adds an ellipsis', () => {
    expect(shortCompanyName('Advanced Micro Devices, Inc.')).toBe('Advanced Micro Devic...');
    expect(shortCompanyName('A'.repeat(21))).toBe(`${'A'.repeat(20)}...`);
  });
});

describe('change', () => {
  it('counts 0 and above as a gain, with a plus sign', () => {
    expect(isGain(0)).toBe(true);
    expect(isGain(1.23)).toBe(true);
    expect(formatChange(1.23, 0.66)).toBe('+1.23 (+0.66%)');
    expect(formatChange(0, 0)).toBe('+0.00 (+0.00%)');
  });

  it('counts anything below 0 as a loss, with a minus sign', () => {
    expect(isGain(-0.01)).toBe(false);
    expect(formatChange(-0.5, -0.27)).toBe('-0.50 (-0.27%)');
  });
});

describe('formatPrice', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatPrice(187.1)).toBe('187.10');
    expect(formatPrice(4123.456)).toBe('4,123.46');
  });
});
