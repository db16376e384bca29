import {
  duplicateWindow,
  isStale,
  REFRESH_SCHEDULER_ID,
  retryOptions,
  scheduledTimeOf,
  startupJobId,
} from './refresh-schedule.js';

const FIVE_MINUTES = 300_000;
const slot = Date.UTC(2025, 2, 4, 18, 40);

describe('scheduledTimeOf', () => {
  it('reads the slot from the id BullMQ gives a scheduler’s job, even when the job ran late', () => {
    const job = { id: `repeat:${REFRESH_SCHEDULER_ID}:${slot}`, data: {}, timestamp: slot + 42_000, delay: 0 };
    expect(scheduledTimeOf(job)).toEqual(new Date(slot));
  });

  it('takes the start-up refresh’s time from its data', () => {
    const job = { id: 'startup-refresh-1', data: { scheduledFor: slot }, timestamp: slot + 5, delay: 0 };
    expect(scheduledTimeOf(job)).toEqual(new Date(slot));
  });

  it('falls back to when the job was due for any other job', () => {
    expect(scheduledTimeOf({ id: 'manual', data: {}, timestamp: slot, delay: 1_000 })).toEqual(new Date(slot + 1_000));
    expect(scheduledTimeOf({ id: `repeat:another-scheduler:${slot}`, data: {}, timestamp: slot, delay: 0 })).toEqual(
      new Date(slot),
    );
  });
});

describe('duplicateWindow', () => {
  it('spans half an interval on each side, so consecutive slots are never the same refresh', () => {
    const { after, before } = duplicateWindow(new Date(slot), FIVE_MINUTES);
    expect(after).toEqual(new Date(slot - 150_000));
    expect(before).toEqual(new Date(slot + 150_000));
    expect(before.getTime()).toBeLessThan(slot + FIVE_MINUTES);
  });
});

describe('retryOptions', () => {
  it('retries three times, 5, 10 and 20 s apart for a five-minute interval: all before the next refresh', () => {
    const options = retryOptions(FIVE_MINUTES);
    expect(options).toEqual({ attempts: 4, backoff: { type: 'exponential', delay: 5_000 } });
    const retryTime = options.backoff.delay * (2 ** (options.attempts - 1) - 1);
    expect(retryTime).toBeLessThan(FIVE_MINUTES / 2);
  });

  it('keeps a floor for very short intervals', () => {
    expect(retryOptions(1_000).backoff.delay).toBe(100);
  });
});

describe('startupJobId', () => {
  it('is the same for replicas starting within one interval, and a valid BullMQ custom id', () => {
    const first = startupJobId(new Date(slot + 1_000), FIVE_MINUTES);
    expect(startupJobId(new Date(slot + 299_000), FIVE_MINUTES)).toBe(first);
    expect(startupJobId(new Date(slot + 301_000), FIVE_MINUTES)).not.toBe(first);
    expect(first).not.toContain(':');
  });
});

describe('isStale', () => {
  const now = new Date(slot);
  it('is stale with no quotes, or quotes older than two intervals', () => {
    expect(isStale(undefined, now, FIVE_MINUTES)).toBe(true);
    expect(isStale(new Date(slot - 2 * FIVE_MINUTES - 1), now, FIVE_MINUTES)).toBe(true);
  });

  it('is fresh while at most one refresh was missed', () => {
    expect(isStale(new Date(slot - 2 * FIVE_MINUTES), now, FIVE_MINUTES)).toBe(false);
    expect(isStale(new Date(slot - 1_000), now, FIVE_MINUTES)).toBe(false);
  });
});
