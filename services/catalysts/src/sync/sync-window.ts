import { addDays, addMonths, dayIn, EXCHANGE_TIME_ZONE } from '@mc/market-time';

/** Delta syncs start this much before the newest `updated` stored: rows written in the same second are not missed. */
export const DELTA_OVERLAP_SECONDS = 5;

/** The first backfill: a year back and six months ahead of today (US Eastern). */
export function backfillWindow(now: Date): { dateFrom: string; dateTo: string } {
  const today = dayIn(now, EXCHANGE_TIME_ZONE);
  return { dateFrom: addMonths(today, -12), dateTo: addMonths(today, 6) };
}

/**
 * The backfill window a month at a time, in order, without gaps or overlaps: the backfill stores
 * each month as it is fetched, so that a year and a half of rows never sits in memory at once.
 */
export function backfillMonths(now: Date): { dateFrom: string; dateTo: string }[] {
  const whole = backfillWindow(now);
  const months: { dateFrom: string; dateTo: string }[] = [];
  // Counted from the start (not from the last month's end), so that short months do not shift the rest.
  for (let month = 0; addMonths(whole.dateFrom, month) <= whole.dateTo; month++) {
    const end = addDays(addMonths(whole.dateFrom, month + 1), -1);
    months.push({ dateFrom: addMonths(whole.dateFrom, month), dateTo: end < whole.dateTo ? end : whole.dateTo });
  }
  return months;
}

/**
 * Where a delta (or a removal fetch) starts, from the newest `updated` already applied, and never
 * later than `now`: a provider whose clock ran ahead for a while (or a row stamped in the future)
 * would otherwise hide every change made after its clock came back, until ours caught up with it.
 */
export function deltaStart(newestUpdated: number | null, now: Date): number {
  return Math.max(0, updatedNotAfter(newestUpdated ?? 0, now) - DELTA_OVERLAP_SECONDS);
}

/**
 * A provider's `updated` (unix seconds) as stored: never later than `now`. A row stamped ahead (the
 * provider's clock ran ahead for a while) would otherwise refuse every later answer for it, older by
 * that stamp, until ours caught up with it (upsert-plan.ts keeps the newer answer).
 */
export function updatedNotAfter(updated: number, now: Date): number {
  return Math.min(updated, Math.floor(now.getTime() / 1000));
}
