import { addMonths, dayIn, EXCHANGE_TIME_ZONE } from '@mc/market-time';

/** Delta syncs start this much before the newest `updated` stored: rows written in the same second are not missed. */
export const DELTA_OVERLAP_SECONDS = 5;

/** The first backfill: a year back and six months ahead of today (US Eastern). */
export function backfillWindow(now: Date): { dateFrom: string; dateTo: string } {
  const today = dayIn(now, EXCHANGE_TIME_ZONE);
  return { dateFrom: addMonths(today, -12), dateTo: addMonths(today, 6) };
}

/** Where a delta (or a removal fetch) starts, from the newest `updated` already applied. */
export function deltaStart(newestUpdated: number | null): number {
  return Math.max(0, (newestUpdated ?? 0) - DELTA_OVERLAP_SECONDS);
}
