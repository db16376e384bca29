import type { CalendarAccess, CalendarPage, CalendarRow } from '@mc/api/calendars';
import { previewLocksOf } from './calendar-access.js';
import type { CalendarRequest } from './calendar-request.js';

/** A page of rows as the reader sees them, and how many match across every page. */
export interface RowsPage {
  readonly count: number;
  readonly results: CalendarRow[];
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

/** DRF's page shape with the calendar's extras (access, effective range, locks). */
export function toCalendarPage(url: string, request: CalendarRequest, page: RowsPage, access: CalendarAccess): CalendarPage {
  const pages = Math.max(1, Math.ceil(page.count / request.pageSize));
  return {
    count: page.count,
    next: request.page < pages ? pageLink(url, request.page + 1) : null,
    previous: request.page > 1 ? pageLink(url, request.page - 1) : null,
    results: page.results,
    access,
    date_from: request.dateFrom,
    date_to: request.dateTo,
    tz: request.tz,
    current_week: request.currentWeek,
    locked: access === 'preview' ? [...previewLocksOf(request.path)] : [],
  };
}
