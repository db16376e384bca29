import { useSearchParams } from 'react-router';
import type { CalendarPath } from '@mc/api/calendars';
import { filterParams, readFilters, type CalendarFilters } from '../model/calendar-filters.js';

/**
 * The filters of the address, and a way to change them. Every change replaces the address but the
 * range's: a new week is a step the back button should undo, a keystroke in the search box is not.
 */
export function useCalendarFilters(calendar: CalendarPath) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);

  function change(next: CalendarFilters, { history = false }: { history?: boolean } = {}) {
    setSearchParams(filterParams(next, calendar), { replace: !history, preventScrollReset: true });
  }

  return { filters, params: filterParams(filters, calendar), change };
}
