import { dayIn, zonedInstant } from './zoned-time.js';

describe('zonedInstant', () => {
  it('reads Eastern Standard Time as UTC−5', () => {
    expect(zonedInstant('2026-01-27', '16:05:00').toISOString()).toBe('2026-01-27T21:05:00.000Z');
  });

  it('reads Eastern Daylight Time as UTC−4', () => {
    expect(zonedInstant('2026-07-28', '08:30:00').toISOString()).toBe('2026-07-28T12:30:00.000Z');
  });

  it('follows the zone across the March change', () => {
    expect(zonedInstant('2026-03-07', '09:30:00').toISOString()).toBe('2026-03-07T14:30:00.000Z');
    expect(zonedInstant('2026-03-09', '09:30:00').toISOString()).toBe('2026-03-09T13:30:00.000Z');
  });

  it('reads other zones', () => {
    expect(zonedInstant('2026-06-01', '09:00:00', 'Asia/Tokyo').toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(zonedInstant('2026-06-01', '09:00:00', 'UTC').toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });
});

describe('dayIn', () => {
  it('is the Eastern day, which is still yesterday late in the UTC evening', () => {
    expect(dayIn(new Date('2026-05-12T03:30:00Z'))).toBe('2026-05-11');
    expect(dayIn(new Date('2026-05-12T04:30:00Z'))).toBe('2026-05-12');
  });
});
