import type { CalendarAccess, CalendarPage } from '@mc/api/calendars';
import { previewLocksOf } from './calendar-access.js';
import type { CalendarRequest } from './calendar-request.js';

/** A page of rows as the reader sees them, and how many match across every page. */
export interface RowsPage {
  readonly count: number;
  /** Each row as the API answers it (a CalendarRow), serialized: kept rows are serialized once (calendar-row-sets.ts). */
  readonly rows: readonly string[];
}

/** The URL of another page: the request's own path and query with `page` replaced (`page` left out for page 1). */
export function pageLink(url: string, page: number): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** DRF's page shape with the calendar's extras (access, effective range, locks), its rows left out (calendarPageJson). */
export function toCalendarPage(url: string, request: CalendarRequest, count: number, access: CalendarAccess): CalendarPage {
  const pages = Math.max(1, Math.ceil(count / request.pageSize));
  return {
    count,
    next: request.page < pages ? pageLink(url, request.page + 1) : null,
    previous: request.page > 1 ? pageLink(url, request.page - 1) : null,
    results: [],
    access,
    date_from: request.dateFrom,
    date_to: request.dateTo,
    tz: request.tz,
    current_week: request.currentWeek,
    locked: access === 'preview' ? [...previewLocksOf(request.path)] : [],
  };
}

const NO_RESULTS = '"results":[]';

/**
 * The page's JSON, as the calendars answer it: the page's shape serialized without its rows, and the
 * rows' JSON put in its empty `results`. The first `"results":[]` is that key: only a number and two
 * URLs come before it, and a JSON string's quotes are escaped.
 */
export function calendarPageJson(url: string, request: CalendarRequest, page: RowsPage, access: CalendarAccess): string {
  const frame = JSON.stringify(toCalendarPage(url, request, page.count, access));
  const at = frame.indexOf(NO_RESULTS);
  return `${frame.slice(0, at)}"results":[${page.rows.join(',')}]${frame.slice(at + NO_RESULTS.length)}`;
}

/** DRF answers a page past the last with "Invalid page."; page 1 of nothing is an empty page. */
export const isPastLastPage = (request: CalendarRequest, page: RowsPage): boolean => request.page > 1 && page.rows.length === 0;
