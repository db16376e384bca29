import type { CalendarPath, Ordering } from '@mc/api/calendars';
import { NO_FILTERS, type CalendarFilters } from '../model/calendar-filters.js';
import { addDays, mondayOf, type DayRange } from '../model/day-range.js';
import { useCalendarFilters } from './use-calendar-filters.js';
import { useCalendarRowsQuery } from './calendar-rows-query.js';
import { useMarketDays } from './use-market-days.js';
import { useTimeZone } from './use-time-zone.js';

interface ScreenOptions {
  /** The mosaic shows the week of the address's first day. */
  weekOnly?: boolean;
  /**
   * API parameters the screen adds to every request, kept in the address across filter changes (My catalysts'
   * `watchlist` and `macro`), and other address parameters of the screen's own to keep (its `view`).
   */
  scope?: Readonly<Record<string, string>>;
  keep?: readonly string[];
  /** The days to ask for whatever the address says (a month view's grid). */
  range?: DayRange;
}

/**
 * Everything a calendar screen shares: the filters in the address, the reader's zone, and the rows the
 * API answers for them, and the range's market days.
 */
export function useCalendarScreen(
  calendar: CalendarPath,
  { weekOnly = false, scope = {}, keep = [], range }: ScreenOptions = {},
) {
  const { filters, params, change } = useCalendarFilters(calendar, { keep: [...Object.keys(scope), ...keep] });
  const [timeZone, setTimeZone] = useTimeZone();
  const requestParams = new URLSearchParams(params);
  for (const [name, value] of Object.entries(scope)) requestParams.set(name, value);
  if (weekOnly && filters.dateFrom) {
    const monday = mondayOf(filters.dateFrom);
    requestParams.set('date_from', monday);
    requestParams.set('date_to', addDays(monday, 6));
  }
  if (range) {
    requestParams.set('date_from', range.from);
    requestParams.set('date_to', range.to);
  }
  const { state, retry } = useCalendarRowsQuery({ calendar, params: requestParams, timeZone });
  const answer = state.status === 'ready' ? state.answer : null;
  const marketDays = useMarketDays(answer && { from: answer.date_from, to: answer.date_to });

  return {
    filters,
    /** The API parameters of what is on screen (for the CSV export). */
    params: requestParams,
    timeZone,
    setTimeZone,
    state,
    retry,
    /** The range's holidays, early closes and expirations, for the notices under each day. */
    marketDays,
    setFilters: (next: CalendarFilters) => change(next),
    setOrdering: (ordering: Ordering) => change({ ...filters, ordering }),
    /** A new range is a step in the history (the back button returns to the previous week). */
    setRange: (range: DayRange | null) =>
      change({ ...filters, dateFrom: range?.from ?? null, dateTo: range?.to ?? null }, { history: true }),
    reset: () => change(NO_FILTERS, { history: true }),
  };
}

export type CalendarScreenState = ReturnType<typeof useCalendarScreen>;
