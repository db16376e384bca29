import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Catalyst } from '@mc/proto';
import { dayIn, EXCHANGE_TIME_ZONE, formatsPerZone, instantAt } from '@mc/market-time';
import type { ICalEventData } from 'ical-generator';
import { ICalEventStatus } from 'ical-generator';
import { detailsFields } from '../../calendars/details/calendar-details.js';

const SESSION_WORDS: Record<string, string> = {
  before_open: 'before open',
  during_market: 'during market',
  after_close: 'after close',
};

/** What a ticker row is, after its symbol: "AAPL earnings", "MRNA PDUFA Date", "ABC ex-dividend". */
function eventWords(catalyst: Catalyst, details: Record<string, unknown> | null): string {
  switch (catalyst.type) {
    case 'earnings':
      return 'earnings';
    case 'fda':
      return typeof details?.event_type === 'string' ? details.event_type : 'FDA event';
    case 'ipo':
      return 'IPO';
    case 'dividend':
      return 'ex-dividend';
    case 'splits':
      return typeof details?.ratio === 'string' ? `split ${details.ratio}` : 'split';
    case 'conferencecall':
      return 'conference call';
    case 'conference':
      return `at ${catalyst.title}`;
    default:
      return catalyst.title;
  }
}

type Details = Record<string, unknown> | null;
/** The row's details as the API names them (the API's key order is not needed here), read once per event. */
const detailsOf = (catalyst: Catalyst) => detailsFields(catalyst.details) as Details;

/** "AAPL earnings (after close, confirmed)"; a row without a symbol (a release, a market day) by its title. */
export function summaryOf(catalyst: Catalyst, details: Details = detailsOf(catalyst)): string {
  const symbol = catalyst.tickers[0];
  const when = [SESSION_WORDS[catalyst.session], catalyst.dateLabel, catalyst.dateStatus].filter(Boolean).join(', ');
  const what = symbol ? `${symbol} ${eventWords(catalyst, details)}` : catalyst.title;
  return when ? `${what} (${when})` : what;
}

/** The type's key numbers, as labelled lines (fields the provider left unknown are left out). */
const KEY_FIELDS: Record<string, readonly [string, string][]> = {
  earnings: [
    ['Period', 'period'],
    ['EPS estimate', 'eps_est'],
    ['EPS', 'eps'],
    ['EPS a year ago', 'eps_prior'],
    ['Revenue estimate', 'revenue_est'],
    ['Revenue', 'revenue'],
  ],
  fda: [
    ['Event', 'event_type'],
    ['Status', 'status'],
    ['Target date', 'target_date'],
    ['Outcome', 'outcome_brief'],
  ],
  ipo: [
    ['Deal', 'deal_status'],
    ['Exchange', 'exchange'],
    ['Price low', 'price_min'],
    ['Price high', 'price_max'],
    ['Shares offered', 'offering_shares'],
  ],
  dividend: [
    ['Dividend', 'dividend'],
    ['Previous dividend', 'dividend_prior'],
    ['Yield', 'dividend_yield'],
    ['Record date', 'record_date'],
  ],
  splits: [
    ['Ratio', 'ratio'],
    ['Ex date', 'date_ex'],
  ],
  conference: [
    ['Location', 'location'],
    ['Webcast', 'webcast_link'],
  ],
  conferencecall: [
    ['Phone', 'phone_num'],
    ['Webcast', 'webcast_url'],
  ],
  economic: [
    ['Country', 'country'],
    ['Period', 'event_period'],
    ['Consensus', 'consensus'],
    ['Prior', 'prior'],
    ['Actual', 'actual'],
  ],
  market: [
    ['Early close (ET)', 'close_time'],
    ['Notes', 'notes'],
  ],
};

/** Words before a timed row's time: "Reports after close", "Before open", else "Time". */
function timeLabel(catalyst: Catalyst): string {
  const session = SESSION_WORDS[catalyst.session];
  if (!session) return 'Time';
  return catalyst.type === 'earnings' ? `Reports ${session}` : session[0].toUpperCase() + session.slice(1);
}

/** The instant of a timed row: the service's, else the provider's Eastern reading. */
const instantOf = (catalyst: Catalyst): Date =>
  catalyst.startsAt ? timestampDate(catalyst.startsAt) : instantAt(catalyst.date, catalyst.time!, EXCHANGE_TIME_ZONE);

/** The owner's clock (issue 21 §5): "4:30 PM EST", and "Fri, Jan 29" when the owner's day is not the row's. */
const clockTime = formatsPerZone({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const clockDay = formatsPerZone({ weekday: 'short', month: 'short', day: 'numeric' });

/** "Reports after close: 4:30 PM EST", the time told in the owner's zone (with its day when that is not the row's). */
export function timeLineOf(catalyst: Catalyst, timeZone: string): string {
  const instant = instantOf(catalyst);
  const otherDay = dayIn(instant, timeZone) !== catalyst.date ? ` (${clockDay(timeZone).format(instant)})` : '';
  return `${timeLabel(catalyst)}: ${clockTime(timeZone).format(instant)}${otherDay}`;
}

/** The row's key numbers, its time in the owner's zone, and its page. */
export function descriptionOf(
  catalyst: Catalyst,
  pageUrl: string,
  timeZone: string,
  read: Details = detailsOf(catalyst),
): string {
  const details = read ?? {};
  const lines = [catalyst.company ? `${catalyst.company}: ${catalyst.title}` : catalyst.title];
  for (const [label, key] of KEY_FIELDS[catalyst.type] ?? []) {
    const value = details[key];
    if (value !== null && value !== undefined && value !== '') lines.push(`${label}: ${String(value)}`);
  }
  if (catalyst.time) lines.push(timeLineOf(catalyst, timeZone));
  lines.push(pageUrl);
  return lines.join('\n');
}

/** The row's page on the site: its company's, or for a release or market day the month view. */
export const pageOf = (catalyst: Catalyst, siteUrl: string) =>
  catalyst.tickers[0] ? `${siteUrl}/company/${encodeURIComponent(catalyst.tickers[0])}` : `${siteUrl}/calendar`;

/**
 * A provider day as the Date ical-generator reads an all-day event's day from when the event names a
 * zone: its local calendar reading (date-fns' model of a calendar date), whatever the process's zone.
 */
function calendarDay(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/**
 * One catalyst as a VEVENT: UID stable per catalyst, SEQUENCE its revision (a moved date updates the
 * reader's copy), TENTATIVE for an estimated date, CANCELLED for a removed row. A timed row starts at
 * its instant in UTC (`…Z`); a row without a time is an all-day event on the exchange's day, which
 * names the exchange's zone so that the calendar carries its VTIMEZONE (a DATE has no TZID). DTSTAMP
 * is the row's own last change, so an unchanged row is the same bytes at every build (and the feed's
 * ETag holds). The description tells the time in the owner's zone.
 */
export function feedEvent(catalyst: Catalyst, siteUrl: string, siteHost: string, timeZone: string): ICalEventData {
  const removed = catalyst.removedAt !== undefined;
  const changedAt = timestampDate((removed ? catalyst.removedAt : catalyst.updatedAt) ?? catalyst.firstSeenAt!);
  const pageUrl = pageOf(catalyst, siteUrl);
  const details = detailsOf(catalyst);
  return {
    id: `${catalyst.id}@${siteHost}`,
    sequence: catalyst.revision,
    stamp: changedAt,
    lastModified: changedAt,
    ...(catalyst.time !== undefined
      ? { start: instantOf(catalyst) }
      : { start: calendarDay(catalyst.date), allDay: true, timezone: EXCHANGE_TIME_ZONE }),
    summary: summaryOf(catalyst, details),
    description: descriptionOf(catalyst, pageUrl, timeZone, details),
    url: pageUrl,
    status: removed
      ? ICalEventStatus.CANCELLED
      : catalyst.dateStatus === 'estimated'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  };
}
