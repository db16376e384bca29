import { addTradingDays } from '@mc/market-time';
import {
  defaultDigestTimeIn,
  digestDay,
  digestMailKey,
  dueSlots,
  reminderCatalystDays,
  reminderDayOf,
  reminderMailKey,
  scheduledMailOf,
  tickWindow,
} from './schedule-rules.js';

const at = (iso: string) => new Date(iso);

describe('reminder days', () => {
  it('reminds the trading day before, skipping a market holiday', () => {
    // Thanksgiving: Thu 2026-11-26 is shut, so Friday's catalyst is reminded of on Wednesday.
    expect(reminderDayOf('2026-11-27', 1)).toBe('2026-11-25');
    expect(reminderCatalystDays('2026-11-25', 1)).toEqual(['2026-11-26', '2026-11-27']);
    expect(reminderCatalystDays('2026-11-24', 1)).toEqual(['2026-11-25']);
  });

  it('skips weekends: Friday reminds of the weekend and Monday, N trading days on', () => {
    expect(reminderCatalystDays('2026-11-20', 1)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(reminderCatalystDays('2026-11-20', 3)).toEqual(['2026-11-25']);
    expect(reminderDayOf('2026-11-30', 3)).toBe('2026-11-24');
    // Wed 25 (1), Fri 27 (2), Mon 30 (3): the weekend before Monday too.
    expect(reminderCatalystDays('2026-11-24', 3)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(reminderCatalystDays('2026-11-24', 2)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('sends no reminder on a weekend or a holiday', () => {
    expect(reminderCatalystDays('2026-11-26', 1)).toEqual([]);
    expect(reminderCatalystDays('2026-11-28', 2)).toEqual([]);
    expect(reminderCatalystDays('2026-11-25', 0)).toEqual([]);
  });

  it('agrees with reminderDayOf for every day of a year and every N', () => {
    for (let n = 1; n <= 5; n += 1)
      for (let day = '2026-01-02'; day < '2027-01-01'; day = addTradingDays(day, 1))
        for (const catalystDay of reminderCatalystDays(day, n))
          expect([catalystDay, reminderDayOf(catalystDay, n)]).toEqual([catalystDay, day]);
  });
});

describe('digest days', () => {
  it('goes on trading days only, early closes included', () => {
    expect(digestDay('2026-11-25')).toBe(true);
    expect(digestDay('2026-11-26')).toBe(false); // Thanksgiving
    expect(digestDay('2026-11-27')).toBe(true); // early close at 13:00
    expect(digestDay('2026-11-28')).toBe(false);
    expect(digestDay('2026-12-25')).toBe(false);
  });

  it('gives the default digest, 07:00 New York, in the owner’s clock', () => {
    expect(defaultDigestTimeIn('America/New_York', '2026-11-25')).toBe('07:00');
    expect(defaultDigestTimeIn('America/Los_Angeles', '2026-11-25')).toBe('04:00');
    expect(defaultDigestTimeIn('Europe/London', '2026-11-25')).toBe('12:00');
    // The week after New York changed its clocks and before London did: five hours apart, not four.
    expect(defaultDigestTimeIn('Europe/London', '2026-03-10')).toBe('11:00');
    expect(defaultDigestTimeIn('Asia/Tokyo', '2026-07-01')).toBe('20:00');
  });
});

describe('due slots', () => {
  const slots = [
    { zone: 'America/New_York', time: '18:00' },
    { zone: 'Europe/London', time: '18:00' },
    { zone: 'Asia/Tokyo', time: '18:00' },
  ];

  it('finds each zone’s 18:00 at its own instant, in the week the US has changed clocks and Europe not', () => {
    // 2026-03-08 the US went to EDT; Europe changes on 2026-03-29. Tokyo keeps no DST.
    const day = (from: string, to: string) =>
      dueSlots(slots, at(from), at(to)).map((slot) => `${slot.zone} ${slot.day} ${slot.at.toISOString()}`);
    expect(day('2026-03-10T17:59:00Z', '2026-03-10T18:00:00Z')).toEqual(['Europe/London 2026-03-10 2026-03-10T18:00:00.000Z']);
    expect(day('2026-03-10T21:59:00Z', '2026-03-10T22:00:00Z')).toEqual(['America/New_York 2026-03-10 2026-03-10T22:00:00.000Z']);
    expect(day('2026-03-10T08:59:00Z', '2026-03-10T09:00:00Z')).toEqual(['Asia/Tokyo 2026-03-10 2026-03-10T09:00:00.000Z']);
    // A week before, New York was still on EST: 23:00Z.
    expect(day('2026-03-03T21:59:00Z', '2026-03-03T23:00:00Z')).toEqual(['America/New_York 2026-03-03 2026-03-03T23:00:00.000Z']);
    // After Europe changed too (BST): London's 18:00 is 17:00Z.
    expect(day('2026-03-30T16:59:00Z', '2026-03-30T17:00:00Z')).toEqual(['Europe/London 2026-03-30 2026-03-30T17:00:00.000Z']);
  });

  it('counts a minute once: its end belongs to the window, its start to the one before', () => {
    expect(dueSlots(slots, at('2026-03-10T18:00:00Z'), at('2026-03-10T18:01:00Z'))).toEqual([]);
  });

  it('finds a slot on both days a long window spans', () => {
    const due = dueSlots([{ zone: 'UTC', time: '00:00' }], at('2026-05-01T23:30:00Z'), at('2026-05-02T00:30:00Z'));
    expect(due.map((slot) => slot.day)).toEqual(['2026-05-02']);
  });

  it('sends a time a spring-forward night skips one offset before the change', () => {
    const due = dueSlots([{ zone: 'America/New_York', time: '02:30' }], at('2026-03-08T06:00:00Z'), at('2026-03-08T08:00:00Z'));
    expect(due.map((slot) => slot.at.toISOString())).toEqual(['2026-03-08T06:30:00.000Z']);
  });
});

describe('tick window', () => {
  it('starts a minute back the first time, then from where the last tick ended, at most an hour back', () => {
    expect(tickWindow(at('2026-11-25T23:00:05Z'), null)).toEqual({
      from: at('2026-11-25T22:59:00Z'),
      to: at('2026-11-25T23:00:00Z'),
    });
    expect(tickWindow(at('2026-11-25T23:00:05Z'), at('2026-11-25T22:57:00Z'))).toEqual({
      from: at('2026-11-25T22:57:00Z'),
      to: at('2026-11-25T23:00:00Z'),
    });
    expect(tickWindow(at('2026-11-25T23:00:05Z'), at('2026-11-25T12:00:00Z'))?.from).toEqual(at('2026-11-25T22:00:00Z'));
    expect(tickWindow(at('2026-11-25T23:00:59Z'), at('2026-11-25T23:00:00Z'))).toBeNull();
  });
});

describe('mail keys', () => {
  it('names a reminder mail by day and time and a digest by day, and reads them back', () => {
    expect(scheduledMailOf(reminderMailKey('2026-11-25', '18:00'))).toEqual({
      kind: 'reminder',
      day: '2026-11-25',
      time: '18:00',
    });
    expect(scheduledMailOf(digestMailKey('2026-11-27'))).toEqual({ kind: 'digest', day: '2026-11-27' });
    expect(scheduledMailOf('0f9c2c1e-sync')).toBeNull();
  });
});
