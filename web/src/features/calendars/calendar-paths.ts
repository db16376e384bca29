import type { CalendarPath, CalendarType } from '@mc/api/calendars';
import { site } from '../../config/site.js';

// Kept apart from the screens: the routes, the menus and the footer (all in the entry bundle) need the
// addresses, never the screens' code. Only types come from the API module: importing its constants here
// would pull all of them (sectors, sessions, …) into the entry bundle.

/** The calendars' hub (spec §2). */
export const CALENDARS_HOME_PATH = '/stock-market-catalyst-calendars-home';
/** The combined calendar for members (spec §2, §6: guarded). */
export const MEMBER_CALENDAR_PATH = '/catalyst-calendar';
/** A month of every catalyst. */
export const MONTH_CALENDAR_PATH = '/calendar';
/** Investor conferences as an agenda. */
export const CONFERENCE_AGENDA_PATH = '/conference-calendar-view';

/** Spec §2 lists a -old view for every calendar but splits (only /splits-calendar and its mosaic). */
export const hasListView = (calendar: CalendarPath): boolean => calendar !== 'splits';

/** `/{product}-calendar` is the combined calendar; each type's slug is its API name (`/fda-calendar`). */
const slugOf = (calendar: CalendarPath) => (calendar === 'all' ? site.productSlug : calendar);

export type CalendarView = 'table' | 'mosaic' | 'list';

const VIEW_SUFFIX: Record<CalendarView, string> = { table: '', mosaic: '-mosaic', list: '-old' };

export function calendarPath(calendar: CalendarPath, view: CalendarView = 'table'): string {
  return `/${slugOf(calendar)}-calendar${VIEW_SUFFIX[view]}`;
}

/**
 * Every calendar with screens: the combined calendar first, then the eight catalyst types in the API's
 * order (a test checks it). `market` has none: its days show under every calendar's day headings.
 */
export const CALENDAR_PATHS = [
  'all',
  'earnings',
  'fda',
  'ipo',
  'dividend',
  'splits',
  'conference',
  'conferencecall',
  'economic',
] as const satisfies readonly CalendarPath[];

export type ScreenCalendarPath = (typeof CALENDAR_PATHS)[number];

export type { CalendarPath, CalendarType };
