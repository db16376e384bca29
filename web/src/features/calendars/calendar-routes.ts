import type { RouteObject } from 'react-router';
import { guardedRoutes } from '../../router/guarded-routes.js';
import { lazyPage } from '../../router/lazy-page.js';
import {
  CALENDAR_PATHS,
  CALENDARS_HOME_PATH,
  CONFERENCE_AGENDA_PATH,
  calendarPath,
  hasListView,
  MEMBER_CALENDAR_PATH,
  MONTH_CALENDAR_PATH,
  type ScreenCalendarPath,
} from './calendar-paths.js';
import type { CalendarRouteHandle } from './calendar-route-handle.js';

const tablePage = lazyPage(() => import('./pages/calendar-table-page.js'));
const mosaicPage = lazyPage(() => import('./pages/calendar-mosaic-page.js'));
const listPage = lazyPage(() => import('./pages/calendar-list-page.js'));

const handle = (calendar: ScreenCalendarPath, title?: string): CalendarRouteHandle => ({ calendar, title });

/**
 * Spec §2 (Calendars) and §6: the hub, every calendar's table and mosaic, the guarded -old lists and
 * member calendar, the month view and the conference agenda. One chunk per screen module.
 */
export const calendarRoutes: RouteObject[] = [
  { path: CALENDARS_HOME_PATH, lazy: lazyPage(() => import('./pages/calendars-home-page.js')) },
  ...CALENDAR_PATHS.map((calendar) => ({ path: calendarPath(calendar), handle: handle(calendar), lazy: tablePage })),
  ...CALENDAR_PATHS.map((calendar) => ({
    path: calendarPath(calendar, 'mosaic'),
    handle: handle(calendar),
    lazy: mosaicPage,
  })),
  guardedRoutes(
    ...CALENDAR_PATHS.filter(hasListView).map((calendar) => ({
      path: calendarPath(calendar, 'list'),
      handle: handle(calendar),
      lazy: listPage,
    })),
    { path: MEMBER_CALENDAR_PATH, handle: handle('all', 'Catalyst Calendar'), lazy: tablePage },
  ),
  { path: MONTH_CALENDAR_PATH, lazy: lazyPage(() => import('./pages/month-calendar-page.js')) },
  { path: CONFERENCE_AGENDA_PATH, lazy: lazyPage(() => import('./pages/conference-agenda-page.js')) },
];
