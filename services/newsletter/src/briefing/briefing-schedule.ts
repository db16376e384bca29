import { addDays, dayIn, weekdayOf } from '@mc/market-time';
import { getNextMillis } from 'bullmq';

/** The weekly scheduler's queue: one `prepare-briefing` job per scheduled time. */
export const BRIEFING_QUEUE = 'newsletter-briefing';
export const BRIEFING_SCHEDULER_ID = 'weekly-briefing';
export const PREPARE_JOB = 'prepare-briefing';
/** One job per recipient, so that each address is retried (and given up) on its own. */
export const DELIVERY_QUEUE = 'newsletter-deliveries';
export const DELIVERY_JOB = 'deliver-briefing';

/** A scheduler's job is named by its slot; a briefing added by hand says its time here. */
export interface PrepareJobData {
  scheduledFor?: number;
}

export interface DeliveryJobData {
  /** The briefing's scheduled time (ms), its key. */
  briefingFor: number;
  subscriberId: string;
}

/** A briefing that could not even start within this long after its time is skipped, not mailed on Wednesday. */
export const MAX_START_DELAY_MS = 12 * 60 * 60 * 1000;

const SCHEDULER_JOB_ID = new RegExp(`^repeat:${BRIEFING_SCHEDULER_ID}:(\\d+)$`);

/** The time a prepare job stands for: BullMQ names a scheduler's jobs `repeat:<id>:<slot ms>`, exact even when late. */
export function scheduledTimeOf(job: { id?: string; data: PrepareJobData; timestamp: number; delay: number }): Date {
  if (job.data.scheduledFor !== undefined) return new Date(job.data.scheduledFor);
  const slot = job.id?.match(SCHEDULER_JOB_ID)?.[1];
  return new Date(slot !== undefined ? Number(slot) : job.timestamp + job.delay);
}

/** The job id of a briefing added by hand (an operator's or a test's run): the same time gives the same job. */
export const manualBriefingJobId = (scheduledFor: Date) => `manual-briefing-${scheduledFor.getTime()}`;

/** One job per recipient and briefing: adding it again (a resumed preparation) is a no-op in BullMQ. */
export const deliveryJobId = ({ briefingFor, subscriberId }: DeliveryJobData) => `briefing-${briefingFor}-${subscriberId}`;

/** The scheduler's next run after `now`. */
export function nextBriefingTime(now: Date, pattern: string, timeZone: string): Date {
  const next = getNextMillis(now.getTime(), { pattern, tz: timeZone });
  if (next === undefined) throw new Error(`the briefing schedule "${pattern}" has no next run`);
  return new Date(next);
}

/**
 * Five attempts per address, the first retry after `retryMs` and doubling (1, 2, 4, 8 minutes by
 * default): a mail server's passing trouble is waited out, and an address is given up within the hour.
 */
export function deliveryRetryOptions(retryMs: number) {
  return { attempts: 5, backoff: { type: 'exponential' as const, delay: retryMs } };
}

/**
 * The seven days a briefing sent at `scheduledFor` looks ahead to: from its own day in the
 * briefing's zone, or from the next Monday when it goes out at a weekend.
 */
export function weekCovered(scheduledFor: Date, timeZone: string): { from: string; to: string } {
  const day = dayIn(scheduledFor, timeZone);
  const from = weekdayOf(day) === 6 ? addDays(day, 2) : weekdayOf(day) === 0 ? addDays(day, 1) : day;
  return { from, to: addDays(from, 6) };
}
