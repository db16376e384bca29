import { describe, expect, it } from '@jest/globals';
import { economicRow } from '../calendar-fixtures.test-helper.js';
import { economicColumns } from './other-columns.js';

const cell = (id: string, row: ReturnType<typeof economicRow>) =>
  economicColumns.find((column) => column.id === id)!.cell(row, 'America/New_York');

describe('economic columns', () => {
  const released = economicRow({
    details: {
      ...economicRow().details!,
      unit: 'K',
      actual: '208K',
      consensus: '220K',
      prior: '254K',
      prior_revised: '241K',
      surprise: '-12K',
    },
  });

  it('show the figures with their unit and the surprise once released', () => {
    expect(cell('actual', released)).toBe('208K');
    expect(cell('surprise', released)).toBe('-12K');
    expect(cell('surprise', economicRow())).toBe('—');
  });

  it('show a revised prior with the figure first published', () => {
    expect(cell('prior', released)).toBe('241K (was 254K)');
    expect(cell('prior', economicRow())).toBe('3.0%');
  });
});
