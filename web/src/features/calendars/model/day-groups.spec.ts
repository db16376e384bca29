import { describe, expect, it } from '@jest/globals';
import { earningsRow, fdaRow } from '../calendar-fixtures.test-helper.js';
import { groupByDay, tableLines } from './day-groups.js';

describe('grouping rows by day', () => {
  const monday = earningsRow({ id: 'a', date: '2026-07-13', ticker: 'JPM' });
  const thursday = earningsRow({ id: 'b', date: '2026-07-16', ticker: 'AAPL' });
  const thursdayLater = earningsRow({ id: 'c', date: '2026-07-16', ticker: 'AMZN' });

  it('puts days in date order and keeps the API’s order inside a day', () => {
    const groups = groupByDay([thursdayLater, monday, thursday], 'importance');
    expect(groups.map((group) => [group.date, group.rows.map((row) => row.id)])).toEqual([
      ['2026-07-13', ['a']],
      ['2026-07-16', ['c', 'b']],
    ]);
  });

  it('shows the newest day first when sorted by date descending', () => {
    expect(groupByDay([monday, thursday], '-date').map((group) => group.date)).toEqual(['2026-07-16', '2026-07-13']);
  });

  it('gives a fuzzy FDA target date its own group, right after the day its period starts', () => {
    const exact = fdaRow({ id: 'exact', date: '2026-07-01' });
    const quarter = fdaRow({
      id: 'quarter',
      date: '2026-07-01',
      date_precision: 'quarter',
      date_label: 'Q3 2026',
      date_status: 'estimated',
    });
    const groups = groupByDay([quarter, exact], 'date');
    expect(groups.map((group) => [group.date, group.periodLabel, group.rows[0].id])).toEqual([
      ['2026-07-01', null, 'exact'],
      ['2026-07-01', 'Q3 2026', 'quarter'],
    ]);
  });

  it('lays the groups out as heading lines followed by event lines', () => {
    const lines = tableLines(groupByDay([monday, thursday, thursdayLater], 'date'));
    expect(lines.map((line) => (line.kind === 'day' ? `day ${line.group.date}` : line.row.id))).toEqual([
      'day 2026-07-13',
      'a',
      'day 2026-07-16',
      'b',
      'c',
    ]);
  });
});
