import { NavLink, useLocation } from 'react-router';
import type { CalendarPath } from '@mc/api/calendars';
import { useAuth } from '../../auth/use-auth.js';
import { calendarPath, hasListView, type CalendarView } from '../calendar-paths.js';

const VIEW_NAMES: Record<CalendarView, string> = { table: 'Table', mosaic: 'Mosaic', list: 'Compact list' };

/** Table, mosaic and (for members) the compact list of the same calendar, keeping the filters. */
export function ViewSwitcher({ calendar }: { calendar: CalendarPath }) {
  const { search } = useLocation();
  const { isAuthenticated } = useAuth();
  const views: CalendarView[] = ['table', 'mosaic', ...(isAuthenticated && hasListView(calendar) ? (['list'] as const) : [])];
  return (
    <nav className="view-switcher" aria-label="Calendar views">
      {views.map((view) => (
        <NavLink key={view} className="view-switcher__link" to={{ pathname: calendarPath(calendar, view), search }} end>
          {VIEW_NAMES[view]}
        </NavLink>
      ))}
    </nav>
  );
}
