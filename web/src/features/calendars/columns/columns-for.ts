import type { ScreenCalendarPath } from '../calendar-paths.js';
import type { CalendarColumn } from './calendar-column.js';
import { conferenceCallColumns, dividendColumns, earningsColumns, ipoColumns, splitColumns } from './company-event-columns.js';
import { combinedColumns, conferenceColumns, economicColumns, fdaColumns } from './other-columns.js';

/** Each calendar's table: the identifying column first (it stays in view when a phone scrolls sideways). */
export const COLUMNS: Record<ScreenCalendarPath, readonly CalendarColumn[]> = {
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

/**
 * What a calendar's row shows as a card on a phone, besides the identifying column, the time, the date
 * status and the importance (every calendar has those): the line under the title, and the type's two key
 * figures. Every other column is in the card's details.
 */
export interface CardLayout {
  subtitle: string;
  figures: readonly [string, string];
}

export const CARD_LAYOUTS: Record<ScreenCalendarPath, CardLayout> = {
  all: { subtitle: 'event', figures: ['type', 'market_cap'] },
  earnings: { subtitle: 'company', figures: ['eps_est', 'expected_move'] },
  fda: { subtitle: 'company', figures: ['event_type', 'drug'] },
  ipo: { subtitle: 'company', figures: ['price_range', 'deal_size'] },
  dividend: { subtitle: 'company', figures: ['dividend', 'yield'] },
  splits: { subtitle: 'company', figures: ['ratio', 'distribution'] },
  conference: { subtitle: 'location', figures: ['dates', 'companies'] },
  conferencecall: { subtitle: 'company', figures: ['phone', 'webcast'] },
  economic: { subtitle: 'event', figures: ['actual', 'consensus'] },
};
