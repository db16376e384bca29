import { calendarDate, dollars } from './money.js';

describe('dollars', () => {
  it.each([
    [2000, '20.00'],
    [11000, '110.00'],
    [19900, '199.00'],
    [1999, '19.99'],
    [5, '0.05'],
    [0, '0.00'],
    [-500, '-5.00'],
  ])('shows %i cents as %s', (cents, shown) => {
    expect(dollars(cents)).toBe(shown);
  });

  it('refuses fractions of a cent rather than rounding them silently', () => {
    expect(() => dollars(10.5)).toThrow('not a whole number of cents');
  });
});

describe('calendarDate', () => {
  it('gives the UTC date of a moment', () => {
    expect(calendarDate(new Date(Date.UTC(2026, 10, 21, 23, 59, 59)))).toBe('2026-11-21');
    expect(calendarDate(new Date(0))).toBe('1970-01-01');
  });
});
