import type { CalendarPath } from '@mc/api/calendars';
import type { CalendarColumn } from './calendar-column.js';
import { conferenceCallColumns, dividendColumns, earningsColumns, ipoColumns, splitColumns } from './company-event-columns.js';
import { combinedColumns, conferenceColumns, economicColumns, fdaColumns } from './other-columns.js';

/** Each calendar's table: the identifying column first (it stays in view when a phone scrolls sideways). */
export const COLUMNS: Record<CalendarPath, readonly CalendarColumn[]> = {
  all: combinedColumns,
  earnings: earningsColumns,
  fda: fdaColumns,
  ipo: ipoColumns,
  dividend: dividendColumns,
  splits: splitColumns,
  conference: conferenceColumns,
  conferencecall: conferenceCallColumns,
  economic: economicColumns,
};
