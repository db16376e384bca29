import { addDays, dayIn, dayStartsAt, weekOf } from '@mc/market-time';

export interface CalendarWeek {
  readonly date_from: string;
  readonly date_to: string;
}

/** The week last worked out in each zone, with the instants it begins and ends: asked on every request. */
const remembered = new Map<string, { week: CalendarWeek; fromMs: number; untilMs: number }>();

/** The week (Monday–Sunday) that holds today in `zone`, as the API names a range. */
export function currentWeek(now: Date, zone: string): CalendarWeek {
  const nowMs = now.getTime();
  const known = remembered.get(zone);
  if (known && known.fromMs <= nowMs && nowMs < known.untilMs) return known.week;
  const { from, to } = weekOf(dayIn(now, zone));
  const week: CalendarWeek = { date_from: from, date_to: to };
  remembered.set(zone, {
    week,
    fromMs: dayStartsAt(from, zone).getTime(),
    untilMs: dayStartsAt(addDays(to, 1), zone).getTime(),
  });
  return week;
}
