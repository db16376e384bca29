import { calendarPath, CALENDAR_PATHS } from '../calendars/calendar-paths.js';
import { dayShort } from '../calendars/model/day-format.js';
import { clockTime } from '../calendars/model/value-format.js';
import { isAlertKind, type Alert, type AlertKind } from './alert-api.js';

/** The kinds in words, for the feed's filter and each alert's tag. */
export const KIND_WORDS: Record<AlertKind, string> = {
  date_moved: 'Date moved',
  confirmed: 'Date confirmed',
  time_changed: 'Time changed',
  status: 'Status changed',
  outcome: 'Outcome',
  removed: 'Removed',
  reminder: 'Reminder',
  digest: 'Pre-market digest',
};

/** What a catalyst of each calendar is called in a sentence ("AAPL earnings moved…"); the id's prefix names it. */
const CATALYST_NOUNS: Record<string, string> = {
  earnings: 'earnings',
  fda: 'FDA date',
  ipo: 'IPO',
  dividend: 'ex-dividend date',
  splits: 'split',
  conference: 'conference',
  conferencecall: 'earnings call',
  economic: 'release',
};

/** The calendar a catalyst belongs to, from its id (`earnings-12345` → `earnings`). */
export const catalystType = (catalyst: string) => catalyst.slice(0, Math.max(0, catalyst.indexOf('-')));

const SESSION_WORDS: Record<string, string> = {
  before_open: 'before the open',
  during_market: 'during market hours',
  after_close: 'after the close',
  unknown: 'time not yet announced',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** "16:05", or "16:05 ET" (a time that changed within its session, in the exchange's time). */
const CLOCK = /^(\d{2}:\d{2})(?::\d{2})?( [A-Z]{2,4})?$/;

/** A value as a trader reads it: "Oct 29" for a day, "at 4:05 PM ET" for a time, "after the close" for a session, else as sent. */
export function valueWords(value: string): string {
  if (DAY.test(value)) return dayShort(value);
  const clock = CLOCK.exec(value);
  if (clock) return `at ${clockTime(clock[1])}${clock[2] ?? ''}`;
  return SESSION_WORDS[value] ?? value;
}

/** "AAPL earnings", "MRNA FDA date"; the title alone when the alert names no ticker. */
function subjectOf(alert: Pick<Alert, 'catalyst' | 'ticker' | 'title'>): string {
  const noun = CATALYST_NOUNS[catalystType(alert.catalyst)];
  if (!alert.ticker) return alert.title;
  return noun ? `${alert.ticker} ${noun}` : alert.ticker;
}

/** "AAPL earnings date", but "MRNA FDA date" (already one). */
const dateOf = (subject: string) => (subject.endsWith(' date') ? subject : `${subject} date`);

/** What an outcome is called: an FDA decision, reported earnings; another calendar's "outcome". */
const OUTCOME_WORDS: Record<string, string> = { fda: 'FDA decision', earnings: 'earnings reported' };

function outcomeHeadline(alert: Alert, subject: string, current: string | null): string {
  const words = OUTCOME_WORDS[catalystType(alert.catalyst)];
  const what = alert.ticker && words ? `${alert.ticker} ${words}` : `${subject} outcome`;
  return current ? `${what}: ${current}` : `${what} in`;
}

type Headline = (subject: string, previous: string | null, current: string | null, alert: Alert) => string;

const HEADLINES: Record<AlertKind, Headline> = {
  date_moved: (subject, previous, current) =>
    previous && current
      ? `${subject} moved from ${previous} to ${current}`
      : current
        ? `${subject} moved to ${current}`
        : `${dateOf(subject)} moved`,
  // `current` is the date's new status ("confirmed"), or the confirmed day itself.
  confirmed: (subject, _previous, current, alert) =>
    alert.current && DAY.test(alert.current) ? `${subject} confirmed for ${current}` : `${dateOf(subject)} confirmed`,
  time_changed: (subject, previous, current) =>
    current ? `${subject} now ${current}${previous ? ` (was ${previous})` : ''}` : `${subject} time changed`,
  status: (subject, previous, current) =>
    current ? `${subject} ${current}${previous ? ` (was ${previous})` : ''}` : `${subject} status changed`,
  outcome: (subject, _previous, current, alert) => outcomeHeadline(alert, subject, current),
  removed: (subject, previous) => `${subject}${previous ? ` of ${previous}` : ''} removed from the calendar`,
  reminder: (subject, _previous, current) => `Reminder: ${subject}${current ? ` on ${current}` : ''}`,
  digest: (_subject, _previous, _current, alert) => `Pre-market digest: ${alert.title}`,
};

/**
 * One line a trader reads at a glance: "AAPL earnings moved from Oct 29 to Nov 3", "MRNA FDA date confirmed for
 * Nov 3", "AAPL earnings now after the close (was before the open)". A kind this build does not know: its title.
 */
export function alertHeadline(alert: Alert): string {
  if (!isAlertKind(alert.kind)) return alert.title;
  const words = (value: string | null) => (value === null || value === '' ? null : valueWords(value));
  return HEADLINES[alert.kind](subjectOf(alert), words(alert.previous), words(alert.current), alert);
}

/** Where an alert leads: its company's page (its catalysts and quote), as the calendars' tickers do. */
export function alertLink(alert: Pick<Alert, 'catalyst' | 'ticker'>): string {
  if (alert.ticker) return `/company/${encodeURIComponent(alert.ticker)}`;
  const type = CALENDAR_PATHS.find((path) => path === catalystType(alert.catalyst));
  return calendarPath(type ?? 'all');
}

/** "Core holdings", "Core holdings and Biotech watch", "Core holdings and 2 more lists". */
export function listsWords(lists: Alert['lists']): string {
  if (lists.length === 0) return '';
  if (lists.length === 1) return lists[0].name;
  if (lists.length === 2) return `${lists[0].name} and ${lists[1].name}`;
  return `${lists[0].name} and ${lists.length - 1} more lists`;
}

/** The bell's badge: the count, "9+" past nine (a phone's header has room for two characters). */
export const badgeCount = (unread: number) => (unread > 9 ? '9+' : String(unread));
