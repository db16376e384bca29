import type { CalendarAccess, CalendarLock, CalendarLockedError, CalendarPath } from '@mc/api/calendars';
import type { SignedInAccount } from '../auth/account.decorator.js';
import type { CalendarRequest } from './calendar-request.js';

/** A subscriber (trialing or active) sees everything; a visitor or a signed-in user without a subscription, the preview. */
export const accessOf = (account: SignedInAccount | undefined): CalendarAccess => (account?.subscriber ? 'full' : 'preview');

/** What a preview leaves out, for the screens to show as locked. */
export const PREVIEW_LOCKS: readonly CalendarLock[] = ['other_weeks', 'fda_details', 'csv'];

/**
 * The market calendar (holidays, early closes, expirations) is public fact, the exchanges publish it:
 * a preview gets every week of it; only the CSV export stays a subscriber's (docs/decisions.md).
 */
const MARKET_PREVIEW_LOCKS: readonly CalendarLock[] = ['csv'];

export const previewLocksOf = (path: CalendarPath): readonly CalendarLock[] =>
  path === 'market' ? MARKET_PREVIEW_LOCKS : PREVIEW_LOCKS;

const LOCKED_DETAIL: Record<'other_weeks' | 'csv', string> = {
  other_weeks: 'Without a subscription the calendars show the current week only. Subscribe to see every week.',
  csv: 'CSV export is for subscribers. Subscribe to download the calendars.',
};

/** What of the request a preview may not have (answered 403), or null when it may be answered. */
export function refusalOf(request: CalendarRequest, access: CalendarAccess): CalendarLockedError | null {
  if (access === 'full') return null;
  if (request.format === 'csv') return { detail: LOCKED_DETAIL.csv, code: 'subscription_required', locked: 'csv' };
  const week = request.currentWeek;
  if (!previewLocksOf(request.path).includes('other_weeks')) return null;
  if (request.dateFrom < week.date_from || request.dateTo > week.date_to)
    return { detail: LOCKED_DETAIL.other_weeks, code: 'subscription_required', locked: 'other_weeks' };
  return null;
}
