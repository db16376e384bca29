import { CalendarBook } from './calendar-book.js';
import { FIELD_KINDS, blankFields, fieldProblem } from './calendar-fields.js';
import { dayFromIso } from './civil-date.js';
import { CALENDAR_TYPES } from './calendar-types.js';
import { easternInstant } from './zoned-time.js';

const NOW = easternInstant(dayFromIso('2026-11-16')!, '10:00:00');

describe('calendar fields', () => {
  const book = new CalendarBook(7);

  it.each(CALENDAR_TYPES)('describes every field of every generated %s row, and every row fits', (type) => {
    const expected = ['id', 'updated', ...Object.keys(FIELD_KINDS[type])].sort();
    for (const row of book.rowsAt(type, NOW)) {
      const { id, updated, ...fields } = row as unknown as Record<string, unknown>;
      expect(Object.keys(row).sort()).toEqual(expected);
      expect(typeof id).toBe('string');
      expect(Number.isInteger(updated)).toBe(true);
      expect(fieldProblem(type, fields)).toBeUndefined();
    }
  });

  it('blanks a row the provider’s way: empty strings, zeros, false, empty lists', () => {
    expect(blankFields('splits')).toMatchObject({ ticker: '', optionable: false, importance: 0, date_ex: '' });
    expect(blankFields('events')).toMatchObject({ securities: [], tags: [] });
    expect(fieldProblem('fda', blankFields('fda'))).toBeUndefined();
  });

  it.each([
    ['earnings', { date: '2026-02-30x' }, /date/],
    ['earnings', { time: '25:00:00' }, /time/],
    ['earnings', { importance: 6 }, /importance/],
    ['earnings', { period_year: '2026' }, /period_year/],
    ['dividends', { confirmed: 'yes' }, /confirmed/],
    ['fda', { target_date: '2026-SOON' }, /target_date/],
    ['fda', { companies: [{ name: 'X' }] }, /companies/],
    ['events', { securities: [{ symbol: 'AAPL' }] }, /securities/],
    ['ipos', { lead_underwriters: 'Goldman Sachs' }, /lead_underwriters/],
    ['splits', { id: 'mine' }, /no field id/],
  ] as const)('refuses %s field values of the wrong kind: %j', (type, fields, message) => {
    expect(fieldProblem(type, fields as Record<string, unknown>)).toMatch(message);
  });
});
