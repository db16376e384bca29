import {
  MAX_PAGE_SIZE,
  type CalendarFieldErrors,
  type CalendarLockedError,
  type CalendarPage,
  type CalendarPath,
} from '@mc/api/calendars';
import { api } from '../../../api/api-client.js';
import { ApiError } from '../../../api/api-errors.js';

/** `/api/calendars/{calendar}/?…` with the reader's zone; every page as large as the API allows. */
export function calendarUrl(calendar: CalendarPath, params: URLSearchParams, timeZone: string): string {
  const query = new URLSearchParams(params);
  query.set('tz', timeZone);
  query.set('page_size', String(MAX_PAGE_SIZE));
  return `/api/calendars/${calendar}/?${query.toString()}`;
}

/**
 * Every page of a calendar, one after the other, following the API's `next` links. Long ranges arrive
 * in several pages; the screen shows each as it comes.
 */
export async function* calendarPages(firstUrl: string, signal: AbortSignal): AsyncGenerator<CalendarPage> {
  let url: string | null = firstUrl;
  while (url) {
    const page: CalendarPage = await api.get<CalendarPage>(url, { signal });
    yield page;
    url = page.next;
  }
}

/** The same rows as CSV (subscribers only): the API's `?format=csv`, with the same filters, order and zone. */
export async function calendarCsv(calendar: CalendarPath, params: URLSearchParams, timeZone: string): Promise<string> {
  const query = new URLSearchParams(params);
  query.set('tz', timeZone);
  query.set('format', 'csv');
  const text = await api.get<unknown>(`/api/calendars/${calendar}/?${query.toString()}`);
  if (typeof text !== 'string') throw new TypeError('the calendar CSV did not arrive as text');
  return text;
}

/** A 403 from a preview reader asking for more than the preview gives. */
export function lockedError(error: unknown): CalendarLockedError | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as Partial<CalendarLockedError> | null;
  return body?.code === 'subscription_required' && typeof body.locked === 'string' ? (body as CalendarLockedError) : null;
}

/** A 400: the address asked for something the API refuses (a range too long, a bad day). */
export function fieldErrors(error: unknown): CalendarFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as CalendarFieldErrors) : null;
}

/** "date_to: Ensure the range … ." lines, for the error state. */
export function fieldErrorLines(errors: CalendarFieldErrors): string[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    field === 'detail'
      ? [String(messages)]
      : (Array.isArray(messages) ? messages : [String(messages)]).map((message) => `${field}: ${message}`),
  );
}
