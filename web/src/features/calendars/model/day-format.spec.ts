import { describe, expect, it } from '@jest/globals';
import { dayHeading, groupHeading, monthTitle, rangeLabel } from './day-format.js';

describe('day formats', () => {
  it('writes ranges as compactly as their months and years allow', () => {
    expect(rangeLabel({ from: '2026-07-13', to: '2026-07-19' })).toBe('Jul 13 – 19, 2026');
    expect(rangeLabel({ from: '2026-06-29', to: '2026-07-05' })).toBe('Jun 29 – Jul 5, 2026');
    expect(rangeLabel({ from: '2026-12-28', to: '2027-01-03' })).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(rangeLabel({ from: '2026-07-14', to: '2026-07-14' })).toBe('Jul 14, 2026');
  });

  it('heads a day with its weekday, whatever the machine’s zone', () => {
    expect(dayHeading('2026-07-13')).toBe('Monday, July 13');
    expect(monthTitle('2026-07')).toBe('July 2026');
  });

  it('heads a fuzzy FDA date with its period', () => {
    expect(groupHeading({ date: '2026-07-01', periodLabel: 'Q3 2026' })).toBe('Q3 2026 (no exact date yet)');
    expect(groupHeading({ date: '2026-07-01', periodLabel: null })).toBe('Wednesday, July 1');
  });
});
