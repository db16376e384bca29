import { useMatches } from 'react-router';
import type { ScreenCalendarPath } from './calendar-paths.js';

/** What a calendar route tells its screen (React Router's `handle`): one screen module serves many paths. */
export interface CalendarRouteHandle {
  calendar: ScreenCalendarPath;
  /** The member calendar (/catalyst-calendar) has its own name; others are named after their calendar. */
  title?: string;
}

function isCalendarHandle(handle: unknown): handle is CalendarRouteHandle {
  return typeof handle === 'object' && handle !== null && 'calendar' in handle;
}

/** The calendar of the route being shown. */
export function useCalendarRouteHandle(): CalendarRouteHandle {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isCalendarHandle);
  if (!handle) throw new Error('a calendar screen is rendered outside a calendar route');
  return handle;
}
