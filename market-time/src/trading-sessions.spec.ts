import { EXCHANGE_EARLY_CLOSES, EXCHANGE_HOLIDAYS } from './exchange-calendar.table.js';
import { isWeekend } from './days.js';
import {
  addTradingDays,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  regularCloseOn,
  regularSession,
  sessionPhaseAt,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
} from './trading-sessions.js';

describe('trading sessions', () => {
  it('closes on Thanksgiving 2026 and closes early, at 13:00 ET, the day after', () => {
    expect(isTradingDay('2026-11-26')).toBe(false);
    expect(regularSession('2026-11-26')).toBeNull();
    expect(regularCloseOn('2026-11-27')).toBe('13:00');
    expect(regularSession('2026-11-27')).toEqual({
      opensAt: new Date('2026-11-27T14:30:00Z'),
      closesAt: new Date('2026-11-27T18:00:00Z'),
    });
    expect(regularCloseOn('2026-11-25')).toBe('16:00');
  });

  it('opens at 09:30 New York time on both sides of a DST change', () => {
    expect(regularSession('2026-03-06')?.opensAt.toISOString()).toBe('2026-03-06T14:30:00.000Z');
    expect(regularSession('2026-03-09')?.opensAt.toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(regularSession('2026-11-02')?.closesAt.toISOString()).toBe('2026-11-02T21:00:00.000Z');
  });

  it('places a time before, during or after the session, and nowhere on a closed day', () => {
    expect(sessionPhaseAt('2026-11-25', '09:29:59')).toBe('before_open');
    expect(sessionPhaseAt('2026-11-25', '09:30')).toBe('during_market');
    expect(sessionPhaseAt('2026-11-25', '16:00:00')).toBe('after_close');
    expect(sessionPhaseAt('2026-11-27', '13:30')).toBe('after_close');
    expect(sessionPhaseAt('2026-11-26', '10:00')).toBe('closed');
    expect(sessionPhaseAt('2026-11-28', '10:00')).toBe('closed');
  });

  it('steps over a holiday weekend to the previous and next trading day', () => {
    // Good Friday 2026 (April 3) and the weekend after it.
    expect(previousTradingDay('2026-04-06')).toBe('2026-04-02');
    expect(nextTradingDay('2026-04-02')).toBe('2026-04-06');
    // Christmas Eve closes early but trades; Christmas Day and the weekend do not.
    expect(nextTradingDay('2026-12-24')).toBe('2026-12-28');
    expect(previousTradingDay('2026-12-28')).toBe('2026-12-24');
    expect(addTradingDays('2026-11-25', 2)).toBe('2026-11-30');
    expect(tradingDayOnOrAfter('2026-11-26')).toBe('2026-11-27');
    expect(tradingDayOnOrBefore('2026-12-27')).toBe('2026-12-24');
    expect(tradingDayOnOrAfter('2026-11-25')).toBe('2026-11-25');
  });

  it('keeps a table of weekdays only, a holiday never also an early close', () => {
    for (const { date } of [...EXCHANGE_HOLIDAYS, ...EXCHANGE_EARLY_CLOSES]) expect(isWeekend(date)).toBe(false);
    const holidays = new Set(EXCHANGE_HOLIDAYS.map(({ date }) => date));
    expect(EXCHANGE_EARLY_CLOSES.filter(({ date }) => holidays.has(date))).toEqual([]);
  });
});
