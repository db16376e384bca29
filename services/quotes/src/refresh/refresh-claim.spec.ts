import { decideClaim, RUN_LEASE_MS, type RunSnapshot } from './refresh-claim.js';

const now = new Date(Date.UTC(2025, 2, 4, 18, 40, 30));
const run = (overrides: Partial<RunSnapshot>): RunSnapshot => ({
  scheduledFor: new Date(now.getTime() - 30_000),
  jobId: 'repeat:refresh-delayed-quotes:1',
  status: 'running',
  startedAt: new Date(now.getTime() - 1_000),
  ...overrides,
});

describe('decideClaim', () => {
  it('claims a refresh nobody has run', () => {
    expect(decideClaim([], 'job-a', now)).toEqual({ kind: 'claim' });
  });

  it('skips a refresh that another job completed', () => {
    const done = run({ jobId: 'job-b', status: 'succeeded' });
    expect(decideClaim([done], 'job-a', now)).toEqual({ kind: 'duplicate', reason: 'done', of: done });
  });

  it('skips a refresh that its own job already completed (a redelivered job)', () => {
    const done = run({ jobId: 'job-a', status: 'succeeded' });
    expect(decideClaim([done], 'job-a', now)).toMatchObject({ kind: 'duplicate', reason: 'done' });
  });

  it('leaves a refresh to the other job that is running it', () => {
    const running = run({ jobId: 'job-b' });
    expect(decideClaim([running], 'job-a', now)).toEqual({ kind: 'duplicate', reason: 'in-progress', of: running });
  });

  it('takes over its own earlier attempt: BullMQ only re-delivers a job whose worker lost it', () => {
    expect(decideClaim([run({ jobId: 'job-a' })], 'job-a', now)).toEqual({ kind: 'claim' });
  });

  it('retries after failures, its own or another job’s', () => {
    const failed = [run({ jobId: 'job-a', status: 'failed' }), run({ jobId: 'job-b', status: 'failed' })];
    expect(decideClaim(failed, 'job-a', now)).toEqual({ kind: 'claim' });
  });

  it('presumes an attempt dead once its lease has run out', () => {
    const abandoned = run({ jobId: 'job-b', startedAt: new Date(now.getTime() - RUN_LEASE_MS) });
    expect(decideClaim([abandoned], 'job-a', now)).toEqual({ kind: 'claim' });
  });

  it('lets a success win over a running or failed neighbour', () => {
    const nearby = [run({ jobId: 'job-b', status: 'failed' }), run({ jobId: 'job-c', status: 'succeeded' })];
    expect(decideClaim(nearby, 'job-a', now)).toMatchObject({ kind: 'duplicate', reason: 'done' });
  });
});
