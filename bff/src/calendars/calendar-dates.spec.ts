import { currentWeek } from './calendar-dates.js';

describe('currentWeek', () => {
  it('is the Monday-to-Sunday week of today in the reader’s zone', () => {
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toEqual({
      date_from: '2026-11-23',
      date_to: '2026-11-29',
    });
    expect(currentWeek(new Date('2026-11-30T03:00:00Z'), 'Europe/Paris')).toEqual({
      date_from: '2026-11-30',
      date_to: '2026-12-06',
    });
  });
});
