import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Catalyst } from '@mc/proto';
import { EXCHANGE_TIME_ZONE } from '@mc/market-time';
import type { ICalEventData } from 'ical-generator';
import { ICalEventStatus } from 'ical-generator';
import { detailsJson } from '../../calendars/details/calendar-details.js';

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

/** "AAPL earnings (after close, confirmed)"; a row without a symbol (a release, a market day) by its title. */
export function summaryOf(catalyst: Catalyst): string {
  const details = detailsJson(catalyst.details) as Record<string, unknown> | null;
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

export function descriptionOf(catalyst: Catalyst, pageUrl: string): string {
  const details = (detailsJson(catalyst.details) ?? {}) as Record<string, unknown>;
  const lines = [catalyst.company ? `${catalyst.company}: ${catalyst.title}` : catalyst.title];
  for (const [label, key] of KEY_FIELDS[catalyst.type] ?? []) {
    const value = details[key];
    if (value !== null && value !== undefined && value !== '') lines.push(`${label}: ${String(value)}`);
  }
  if (catalyst.time) lines.push(`Time: ${catalyst.time.slice(0, 5)} ET`);
  lines.push(pageUrl);
  return lines.join('\n');
}

/** The row's page on the site: its company's, or for a release or market day the month view. */
export const pageOf = (catalyst: Catalyst, siteUrl: string) =>
  catalyst.tickers[0] ? `${siteUrl}/company/${encodeURIComponent(catalyst.tickers[0])}` : `${siteUrl}/calendar`;

/**
 * One catalyst as a VEVENT: UID stable per catalyst, SEQUENCE its revision (a moved date updates the
 * reader's copy), all day without a time, else at the provider's Eastern time with the exchange's
 * zone; TENTATIVE for an estimated date, CANCELLED for a removed row. DTSTAMP is the row's own
 * last change, so an unchanged row is the same bytes at every build (and the feed's ETag holds).
 */
export function feedEvent(catalyst: Catalyst, siteUrl: string, siteHost: string): ICalEventData {
  const removed = catalyst.removedAt !== undefined;
  const changedAt = timestampDate((removed ? catalyst.removedAt : catalyst.updatedAt) ?? catalyst.firstSeenAt!);
  const timed = catalyst.time !== undefined;
  const pageUrl = pageOf(catalyst, siteUrl);
  return {
    id: `${catalyst.id}@${siteHost}`,
    sequence: catalyst.revision,
    stamp: changedAt,
    lastModified: changedAt,
    ...(timed
      ? { start: `${catalyst.date}T${catalyst.time}`, timezone: EXCHANGE_TIME_ZONE }
      : { start: catalyst.date, allDay: true }),
    summary: summaryOf(catalyst),
    description: descriptionOf(catalyst, pageUrl),
    url: pageUrl,
    status: removed
      ? ICalEventStatus.CANCELLED
      : catalyst.dateStatus === 'estimated'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  };
}
