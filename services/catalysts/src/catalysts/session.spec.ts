import { sessionOf } from './session.js';

describe('sessionOf', () => {
  it.each([
    ['07:00:00', 'before_open'],
    ['09:29:59', 'before_open'],
    ['09:30:00', 'during_market'],
    ['12:00:00', 'during_market'],
    ['15:59:00', 'during_market'],
    ['16:00:00', 'after_close'],
    ['16:05:00', 'after_close'],
    ['00:00:00', 'before_open'],
  ])('reads %s Eastern on an ordinary Tuesday as %s', (time, session) => {
    expect(sessionOf('2026-11-24', time)).toBe(session);
  });

  it.each([
    ['12:59:00', 'during_market'],
    ['13:00:00', 'after_close'],
    ['14:30:00', 'after_close'],
  ])('reads %s on the early close of 2026-11-27 (13:00 ET) as %s', (time, session) => {
    expect(sessionOf('2026-11-27', time)).toBe(session);
  });

  it('has no session on Thanksgiving or a Saturday, when the exchanges are closed', () => {
    expect(sessionOf('2026-11-26', '08:00:00')).toBe('unknown');
    expect(sessionOf('2026-11-28', '08:00:00')).toBe('unknown');
  });

  it('is unknown without a time', () => {
    expect(sessionOf('2026-11-24', null)).toBe('unknown');
  });
});
