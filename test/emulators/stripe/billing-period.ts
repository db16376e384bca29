import { DAY } from './clock.js';

export type Interval = 'day' | 'week' | 'month' | 'year';

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

export function asInterval(value: string): Interval {
  if (!INTERVALS.includes(value)) throw new Error(`unsupported billing interval ${value}`);
  return value as Interval;
}

export interface Recurrence {
  interval: Interval;
  interval_count: number;
}

/**
 * The end of the `cycle`-th billing period counted from `anchor` (cycle 1 ends one interval after
 * the anchor). Months and years are counted from the anchor, not chained, so a subscription started
 * on 31 January bills on 28/29 February and again on 31 March, as Stripe does.
 */
export function periodBoundary(anchor: number, recurrence: Recurrence, cycle: number): number {
  const steps = recurrence.interval_count * cycle;
  switch (recurrence.interval) {
    case 'day':
      return anchor + steps * DAY;
    case 'week':
      return anchor + steps * 7 * DAY;
    case 'month':
      return addCalendarMonths(anchor, steps);
    case 'year':
      return addCalendarMonths(anchor, steps * 12);
  }
}

function addCalendarMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const firstOfTarget = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const daysInTarget = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), daysInTarget);
  return (
    Date.UTC(
      firstOfTarget.getUTCFullYear(),
      firstOfTarget.getUTCMonth(),
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ) / 1000
  );
}

/** The billing period that starts at `start` (a boundary of `anchor`'s schedule, or the anchor itself). */
export function periodStartingAt(anchor: number, recurrence: Recurrence, start: number): { start: number; end: number } {
  for (let cycle = 1; ; cycle++) {
    const end = periodBoundary(anchor, recurrence, cycle);
    if (end > start) return { start, end };
  }
}
