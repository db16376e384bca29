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
  ])('reads %s Eastern as %s', (time, session) => {
    expect(sessionOf(time)).toBe(session);
  });

  it('is unknown without a time', () => {
    expect(sessionOf(null)).toBe('unknown');
  });
});
