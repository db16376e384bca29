/** The one BullMQ job scheduler that refreshes the quotes; every replica upserts it under this id. */
export const REFRESH_QUEUE = 'delayed-quotes';
export const REFRESH_SCHEDULER_ID = 'refresh-delayed-quotes';
export const REFRESH_JOB_NAME = 'refresh';

/** Only the start-up refresh carries data: the scheduler's jobs are named by their slot instead. */
export interface RefreshJobData {
  scheduledFor?: number;
}

export interface RefreshJobView {
  id?: string;
  data: RefreshJobData;
  timestamp: number;
  delay: number;
}

const SCHEDULER_JOB_ID = new RegExp(`^repeat:${REFRESH_SCHEDULER_ID}:(\\d+)$`);

/**
 * The time a refresh was meant for. BullMQ names a scheduler's jobs `repeat:<id>:<slot ms>`, which
 * stays exact even when the job runs late (its delay is then clamped to 0); the start-up refresh
 * says so in its data.
 */
export function scheduledTimeOf(job: RefreshJobView): Date {
  if (job.data.scheduledFor !== undefined) return new Date(job.data.scheduledFor);
  const slot = job.id?.match(SCHEDULER_JOB_ID)?.[1];
  return new Date(slot !== undefined ? Number(slot) : job.timestamp + job.delay);
}

/**
 * Scheduled times closer than half an interval are the same refresh. BullMQ can hold two jobs for
 * one refresh (a start-up refresh next to the scheduler's first slot, or an `every` scheduler
 * upserted concurrently from several replicas, issues #3262 and #3085); half an interval still
 * lets a start-up refresh and the next regular one both run.
 */
export function duplicateWindow(scheduledFor: Date, everyMs: number): { after: Date; before: Date } {
  const half = everyMs / 2;
  return { after: new Date(scheduledFor.getTime() - half), before: new Date(scheduledFor.getTime() + half) };
}

/**
 * Four attempts, the first retry after 1/60 of the interval and doubling (5, 10, 20 s for five
 * minutes): a failed fetch is retried soon, and every retry ends well before the next refresh.
 */
export function retryOptions(everyMs: number) {
  return { attempts: 4, backoff: { type: 'exponential' as const, delay: Math.max(100, Math.round(everyMs / 60)) } };
}

/** One start-up refresh per interval: replicas that start together add the same job id, so BullMQ keeps one. */
export function startupJobId(now: Date, everyMs: number): string {
  return `startup-refresh-${Math.floor(now.getTime() / everyMs)}`;
}

/** The stored quotes missed a refresh: older than two intervals, or there are none yet. */
export function isStale(asOf: Date | undefined, now: Date, everyMs: number): boolean {
  return asOf === undefined || now.getTime() - asOf.getTime() > 2 * everyMs;
}
