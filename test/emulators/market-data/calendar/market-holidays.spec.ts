import { dayFromIso } from './civil-date.js';
import { isMarketHoliday } from './market-holidays.js';

const closed = (iso: string) => isMarketHoliday(dayFromIso(iso)!);

describe('NYSE holidays', () => {
  it.each([
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-03',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-11-26',
    '2026-12-25',
    '2025-04-18',
    '2027-03-26',
  ])('closes on %s', (iso) => {
    expect(closed(iso)).toBe(true);
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    expect(closed('2026-07-04')).toBe(false);
    expect(closed('2026-07-03')).toBe(true);
    expect(closed('2027-12-24')).toBe(true);
    expect(closed('2022-12-26')).toBe(true);
  });

  it('stays open on December 31 when New Year’s Day is a Saturday', () => {
    expect(closed('2027-12-31')).toBe(false);
    expect(closed('2028-01-01')).toBe(false);
  });

  it('trades on ordinary days', () => {
    expect(closed('2026-11-19')).toBe(false);
    expect(closed('2026-04-06')).toBe(false);
  });
});
