import { parseFuzzyDate } from './fuzzy-date.js';

describe('parseFuzzyDate', () => {
  it('keeps an exact day as a day', () => {
    expect(parseFuzzyDate('2026-07-15')).toEqual({ date: '2026-07-15', precision: 'day', label: null });
  });

  it.each([
    ['2026-07', { date: '2026-07-01', precision: 'month', label: 'July 2026' }],
    ['2026-Q1', { date: '2026-01-01', precision: 'quarter', label: 'Q1 2026' }],
    ['2026-Q3', { date: '2026-07-01', precision: 'quarter', label: 'Q3 2026' }],
    ['2026-q4', { date: '2026-10-01', precision: 'quarter', label: 'Q4 2026' }],
    ['2026-H1', { date: '2026-01-01', precision: 'half', label: 'H1 2026' }],
    ['2026-H2', { date: '2026-07-01', precision: 'half', label: 'H2 2026' }],
    ['2026-EARLY', { date: '2026-01-01', precision: 'part_of_year', label: 'Early 2026' }],
    ['2026-MID', { date: '2026-05-01', precision: 'part_of_year', label: 'Mid 2026' }],
    ['2026-LATE', { date: '2026-09-01', precision: 'part_of_year', label: 'Late 2026' }],
  ])('places %s on the first day of its period and keeps its precision', (text, expected) => {
    expect(parseFuzzyDate(text)).toEqual(expected);
  });

  it.each(['2026-13', '2026-Q5', '2026-H3', '2026-02-30', 'soon', '', '2026'])('refuses %j', (text) => {
    expect(parseFuzzyDate(text)).toBeNull();
  });
});
