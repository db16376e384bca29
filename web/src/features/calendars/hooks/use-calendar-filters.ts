import { useSearchParams } from 'react-router';
import type { CalendarPath } from '@mc/api/calendars';
import { filterParams, readFilters, type CalendarFilters } from '../model/calendar-filters.js';

interface FilterOptions {
  /** Parameters of the address that are the screen's own rather than filters (a list, a view): a change keeps them. */
  keep?: readonly string[];
}

/**
 * The filters of the address, and a way to change them. Every change replaces the address but the
 * range's: a new week is a step the back button should undo, a keystroke in the search box is not.
 */
export function useCalendarFilters(calendar: CalendarPath, { keep = [] }: FilterOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);

  function change(next: CalendarFilters, { history = false }: { history?: boolean } = {}) {
    const params = filterParams(next, calendar);
    for (const name of keep) {
      const value = searchParams.get(name);
      if (value !== null) params.set(name, value);
    }
    setSearchParams(params, { replace: !history, preventScrollReset: true });
  }

  return { filters, params: filterParams(filters, calendar), change };
}
