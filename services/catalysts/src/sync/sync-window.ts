import { dayIn } from '../catalysts/zoned-time.js';

/** Delta syncs start this much before the newest `updated` stored: rows written in the same second are not missed. */
export const DELTA_OVERLAP_SECONDS = 5;

/** The first backfill: a year back and six months ahead of today (US Eastern). */
export function backfillWindow(now: Date): { dateFrom: string; dateTo: string } {
  const today = dayIn(now);
  return { dateFrom: shiftMonths(today, -12), dateTo: shiftMonths(today, 6) };
}

/** Where a delta (or a removal fetch) starts, from the newest `updated` already applied. */
export function deltaStart(newestUpdated: number | null): number {
  return Math.max(0, (newestUpdated ?? 0) - DELTA_OVERLAP_SECONDS);
}

/** `day` moved by whole months, clamped to the month's last day (2026-08-31 − 6 months = 2026-02-28). */
export function shiftMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}
