import { useEffect, useState } from 'react';
import type { CalendarLockedError, CalendarPage, CalendarPath, CalendarRow } from '@mc/api/calendars';
import { NetworkError } from '../../../api/api-errors.js';
import { calendarPages, calendarUrl, fieldErrorLines, fieldErrors, lockedError } from '../api/calendar-api.js';

/** What the first page says about the whole answer. */
export type CalendarAnswer = Omit<CalendarPage, 'results' | 'next' | 'previous'>;

export type CalendarRowsState =
  | { status: 'loading' }
  | {
      status: 'ready';
      rows: CalendarRow[];
      answer: CalendarAnswer;
      /** False while later pages of a long range are still arriving. */
      complete: boolean;
      /** True while another request (a new filter, zone or week) is on its way and these rows are the last ones. */
      refreshing: boolean;
      /** The range asked for was locked, so this is the current week (see `fallbackToCurrentWeek`). */
      fellBack: boolean;
    }
  | { status: 'locked'; refusal: CalendarLockedError }
  | { status: 'invalid'; problems: string[] }
  | { status: 'failed'; message: string };

export interface CalendarRowsRequest {
  calendar: CalendarPath;
  /** The API's query parameters (filters and range), without `tz` and paging. */
  params: URLSearchParams;
  timeZone: string;
  /**
   * Screens whose natural range is longer than a week (a month, the agenda, a company's catalysts) show a
   * preview reader the current week instead of a refusal.
   */
  fallbackToCurrentWeek?: boolean;
}

export const LOAD_FAILED = 'The calendar could not be loaded. Check your connection and try again.';
export const SERVICE_FAILED = 'The calendar is not available right now. Please try again in a moment.';

const summary = ({ results: _results, next: _next, previous: _previous, ...answer }: CalendarPage): CalendarAnswer => answer;

/** Loads every page of a calendar for the request; a new request keeps the last rows on screen until it answers. */
export function useCalendarRows(request: CalendarRowsRequest): { state: CalendarRowsState; retry: () => void } {
  const [state, setState] = useState<CalendarRowsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { calendar, timeZone, fallbackToCurrentWeek = false } = request;
  const query = request.params.toString();

  useEffect(() => {
    const abort = new AbortController();
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));

    async function load(params: URLSearchParams, fellBack: boolean): Promise<void> {
      const rows: CalendarRow[] = [];
      for await (const page of calendarPages(calendarUrl(calendar, params, timeZone), abort.signal)) {
        rows.push(...page.results);
        const complete = page.next === null;
        setState({ status: 'ready', rows: [...rows], answer: summary(page), complete, refreshing: false, fellBack });
      }
    }

    load(new URLSearchParams(query), false)
      .catch((error: unknown) => {
        const refusal = lockedError(error);
        if (refusal?.locked === 'other_weeks' && fallbackToCurrentWeek) {
          const currentWeek = new URLSearchParams(query);
          currentWeek.delete('date_from');
          currentWeek.delete('date_to');
          return load(currentWeek, true);
        }
        throw error;
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const refusal = lockedError(error);
        const problems = fieldErrors(error);
        if (refusal) setState({ status: 'locked', refusal });
        else if (problems) setState({ status: 'invalid', problems: fieldErrorLines(problems) });
        else setState({ status: 'failed', message: error instanceof NetworkError ? LOAD_FAILED : SERVICE_FAILED });
      });
    return () => abort.abort();
  }, [calendar, query, timeZone, fallbackToCurrentWeek, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
