import { describe, expect, it } from '@jest/globals';
import { nextOrdering, sortState } from './calendar-column.js';
import { importanceColumn, marketCapColumn, sourceColumn, timeColumn } from './common-columns.js';

describe('sortable columns', () => {
  it('toggles the date between ascending and descending', () => {
    expect(nextOrdering(timeColumn, 'importance')).toBe('date');
    expect(nextOrdering(timeColumn, 'date')).toBe('-date');
    expect(nextOrdering(timeColumn, '-date')).toBe('date');
    expect(sortState(timeColumn, '-date')).toBe('descending');
  });

  it('sorts market caps largest first, then smallest first', () => {
    expect(nextOrdering(marketCapColumn, 'date')).toBe('-market_cap');
    expect(nextOrdering(marketCapColumn, '-market_cap')).toBe('market_cap');
    expect(sortState(marketCapColumn, 'market_cap')).toBe('ascending');
  });

  it('goes back to the date order from a one-way sort', () => {
    expect(nextOrdering(importanceColumn, 'date')).toBe('importance');
    expect(nextOrdering(importanceColumn, 'importance')).toBe('date');
    expect(sortState(importanceColumn, 'importance')).toBe('descending');
    expect(sortState(importanceColumn, 'date')).toBeUndefined();
  });

  it('leaves columns without an order alone', () => {
    expect(nextOrdering(sourceColumn, 'ticker')).toBe('ticker');
    expect(sortState(sourceColumn, 'ticker')).toBeUndefined();
  });
});
