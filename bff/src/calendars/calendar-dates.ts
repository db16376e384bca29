import { dayIn, weekOf } from '@mc/market-time';

/** The week (Monday–Sunday) that holds today in `zone`, as the API names a range. */
export function currentWeek(now: Date, zone: string): { date_from: string; date_to: string } {
  const week = weekOf(dayIn(now, zone));
  return { date_from: week.from, date_to: week.to };
}
