/** What the claim sees of a refresh run scheduled near the one being claimed. */
export interface RunSnapshot {
  scheduledFor: Date;
  jobId: string;
  status: 'running' | 'succeeded' | 'failed';
  startedAt: Date;
}

export type ClaimDecision = { kind: 'claim' } | { kind: 'duplicate'; reason: 'done' | 'in-progress'; of: RunSnapshot };

/**
 * A running attempt older than this is presumed dead (its process crashed and its job is gone).
 * One attempt takes at most the provider timeout plus a transaction: a minute is generous.
 */
export const RUN_LEASE_MS = 60_000;

/**
 * Whether job `jobId` may run a refresh, given the runs scheduled within its duplicate window:
 * not when one of them succeeded, nor while another job's attempt is under way. The job's own
 * earlier attempt never blocks it: BullMQ hands a job to one worker at a time, so if the job is
 * here again, that attempt failed or its worker lost the job.
 */
export function decideClaim(nearby: readonly RunSnapshot[], jobId: string, now: Date, leaseMs = RUN_LEASE_MS): ClaimDecision {
  const done = nearby.find((run) => run.status === 'succeeded');
  if (done) return { kind: 'duplicate', reason: 'done', of: done };
  const inProgress = nearby.find(
    (run) => run.status === 'running' && run.jobId !== jobId && now.getTime() - run.startedAt.getTime() < leaseMs,
  );
  if (inProgress) return { kind: 'duplicate', reason: 'in-progress', of: inProgress };
  return { kind: 'claim' };
}
