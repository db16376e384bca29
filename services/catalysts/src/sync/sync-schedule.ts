import { COMPANIES } from '../companies/company-refresh.service.js';
import { isProviderCalendarType, PROVIDER_CALENDAR_TYPES, type ProviderCalendarType } from '../provider/calendar-endpoints.js';

/** The one queue of every sync job; each calendar (and the company refresh) has its own job scheduler in it. */
export const SYNC_QUEUE = 'catalyst-sync';
export const SYNC_JOB_NAME = 'sync';

export type SyncTarget = ProviderCalendarType | typeof COMPANIES;
export const SYNC_TARGETS: readonly SyncTarget[] = [...PROVIDER_CALENDAR_TYPES, COMPANIES];

export interface SyncJobData {
  target: SyncTarget;
}

export const schedulerId = (target: SyncTarget) => `sync-${target}`;

/** One start-up sync per target and interval: replicas that start together add the same job id, so BullMQ keeps one. */
export const startupJobId = (target: SyncTarget, now: Date, everyMs: number) =>
  `startup-${target}-${Math.floor(now.getTime() / everyMs)}`;

export function isSyncTarget(value: unknown): value is SyncTarget {
  return value === COMPANIES || (typeof value === 'string' && isProviderCalendarType(value));
}

/**
 * Three attempts, the first retry after 1/60 of the interval and doubling (10 s, 20 s for ten
 * minutes): a provider hiccup is retried soon, and retries end well before the next sync.
 */
export function retryOptions(everyMs: number) {
  return { attempts: 3, backoff: { type: 'exponential' as const, delay: Math.max(1_000, Math.round(everyMs / 60)) } };
}

/** Whether a target's data is older than its interval (or was never synced): then it syncs at start-up. */
export function isDue(lastSuccessAt: Date | null | undefined, now: Date, everyMs: number): boolean {
  return !lastSuccessAt || now.getTime() - lastSuccessAt.getTime() >= everyMs;
}
