import { experimental_streamedQuery as streamedQuery, keepPreviousData } from '@tanstack/react-query';
import type { CalendarLockedError, CalendarPage, CalendarPath, CalendarRow } from '@mc/api/calendars';
import { useBffQuery } from '../../../api/bff-query.js';
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
  | { status: 'failed'; error: unknown };

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

export const calendarKeys = {
  rows: (calendar: CalendarPath, query: string, timeZone: string, fallbackToCurrentWeek: boolean) =>
    ['calendars', calendar, query, timeZone, { fallbackToCurrentWeek }] as const,
};

/** One page as it arrives, and whether it belongs to the current week asked for instead of a locked range. */
interface CalendarChunk {
  page: CalendarPage;
  fellBack: boolean;
}

interface CalendarRows {
  rows: CalendarRow[];
  answer: CalendarAnswer | null;
  complete: boolean;
  fellBack: boolean;
}

const NO_ROWS: CalendarRows = { rows: [], answer: null, complete: false, fellBack: false };

const summary = ({ results: _results, next: _next, previous: _previous, ...answer }: CalendarPage): CalendarAnswer => answer;

/** Every page for the request, following `next`; a preview reader's locked range becomes this week's pages. */
async function* calendarChunks(
  { calendar, params, timeZone, fallbackToCurrentWeek = false }: CalendarRowsRequest,
  signal: AbortSignal,
): AsyncGenerator<CalendarChunk> {
  try {
    for await (const page of calendarPages(calendarUrl(calendar, params, timeZone), signal)) yield { page, fellBack: false };
  } catch (error) {
    if (!fallbackToCurrentWeek || lockedError(error)?.locked !== 'other_weeks') throw error;
    const currentWeek = new URLSearchParams(params);
    currentWeek.delete('date_from');
    currentWeek.delete('date_to');
    for await (const page of calendarPages(calendarUrl(calendar, currentWeek, timeZone), signal)) yield { page, fellBack: true };
  }
}

/** Pages add up; the first page of this week's fallback starts the rows over. */
function addPage(rows: CalendarRows, { page, fellBack }: CalendarChunk): CalendarRows {
  const earlier = fellBack === rows.fellBack ? rows.rows : [];
  return { rows: [...earlier, ...page.results], answer: summary(page), complete: page.next === null, fellBack };
}

function failureState(error: unknown): CalendarRowsState {
  const refusal = lockedError(error);
  if (refusal) return { status: 'locked', refusal };
  const problems = fieldErrors(error);
  if (problems) return { status: 'invalid', problems: fieldErrorLines(problems) };
  return { status: 'failed', error };
}

/**
 * Loads every page of a calendar for the request as one streamed query: the rows show as each page
 * arrives, and a new request keeps the last rows on screen until it answers.
 */
export function useCalendarRowsQuery(request: CalendarRowsRequest): { state: CalendarRowsState; retry: () => void } {
  const { calendar, timeZone, fallbackToCurrentWeek = false } = request;
  const query = request.params.toString();
  const rows = useBffQuery<CalendarRows>({
    key: calendarKeys.rows(calendar, query, timeZone, fallbackToCurrentWeek),
    load: streamedQuery<CalendarChunk, CalendarRows>({
      streamFn: ({ signal }) =>
        calendarChunks({ calendar, params: new URLSearchParams(query), timeZone, fallbackToCurrentWeek }, signal),
      reducer: addPage,
      initialValue: NO_ROWS,
    }),
    placeholderData: keepPreviousData,
  });
  const retry = () => void rows.refetch();

  if (rows.status === 'error' && !rows.isFetching) return { state: failureState(rows.error), retry };
  const data = rows.data;
  if (!data?.answer) return { state: { status: 'loading' }, retry };
  return {
    state: {
      status: 'ready',
      rows: data.rows,
      answer: data.answer,
      complete: data.complete,
      refreshing: rows.isPlaceholderData,
      fellBack: data.fellBack,
    },
    retry,
  };
}
