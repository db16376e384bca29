import { deliveryJobId, nextBriefingTime, scheduledTimeOf, weekCovered } from './briefing-schedule.js';

const NEW_YORK = 'America/New_York';

describe('the weekly schedule', () => {
  it('runs on Mondays at 07:00 New York time, summer and winter alike', () => {
    // Sunday 7 June 2026 (EDT, UTC-4) → Monday 8 June 11:00 UTC.
    expect(nextBriefingTime(new Date('2026-06-07T12:00:00Z'), '0 7 * * 1', NEW_YORK).toISOString()).toBe(
      '2026-06-08T11:00:00.000Z',
    );
    // Wednesday 9 December 2026 (EST, UTC-5) → Monday 14 December 12:00 UTC.
    expect(nextBriefingTime(new Date('2026-12-09T12:00:00Z'), '0 7 * * 1', NEW_YORK).toISOString()).toBe(
      '2026-12-14T12:00:00.000Z',
    );
  });

  it('reads the slot from the job id of a scheduler job, even when the job runs late', () => {
    const slot = Date.parse('2026-06-08T11:00:00Z');
    expect(scheduledTimeOf({ id: `repeat:weekly-briefing:${slot}`, data: {}, timestamp: slot + 60_000, delay: 0 })).toEqual(
      new Date(slot),
    );
    expect(scheduledTimeOf({ id: 'manual', data: { scheduledFor: 42 }, timestamp: 0, delay: 0 })).toEqual(new Date(42));
  });

  it('names one delivery job per briefing and recipient', () => {
    expect(deliveryJobId({ briefingFor: 1780916400000, subscriberId: 'a1b2' })).toBe('briefing-1780916400000-a1b2');
  });
});

describe('the week a briefing covers', () => {
  it('is Monday to Sunday for a Monday morning briefing', () => {
    expect(weekCovered(new Date('2026-06-08T11:00:00Z'), NEW_YORK)).toEqual({ from: '2026-06-08', to: '2026-06-14' });
  });

  it('takes the day in the briefing zone, not in UTC', () => {
    // 02:00 UTC on Tuesday is still Monday evening in New York.
    expect(weekCovered(new Date('2026-06-09T02:00:00Z'), NEW_YORK).from).toBe('2026-06-08');
  });

  it('starts on the next Monday when the briefing goes out at a weekend', () => {
    expect(weekCovered(new Date('2026-06-07T22:00:00Z'), NEW_YORK)).toEqual({ from: '2026-06-08', to: '2026-06-14' });
    expect(weekCovered(new Date('2026-06-06T14:00:00Z'), NEW_YORK)).toEqual({ from: '2026-06-08', to: '2026-06-14' });
  });

  it('covers a week across a year end', () => {
    expect(weekCovered(new Date('2026-12-28T12:00:00Z'), NEW_YORK)).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
