import { describe, expect, it } from '@jest/globals';
import { expectedMoveLabel, expectedMovePercent } from './expected-move.js';

describe('the expected move in words', () => {
  it('gives the figure to a tenth and what it averages', () => {
    const move = { percent: 6.2, basis: 'avg_abs_last_8', samples: 8 } as const;
    expect(expectedMovePercent(move)).toBe('±6.2%');
    expect(expectedMoveLabel(move, 'earnings')).toBe('±6.2% (avg of last 8 reports)');
    expect(expectedMoveLabel({ ...move, percent: 12, samples: 5 }, 'fda')).toBe('±12.0% (avg of last 5 FDA decisions)');
  });
});
