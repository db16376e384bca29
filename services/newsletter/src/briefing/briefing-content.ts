import { timestampDate } from '@bufbuild/protobuf/wkt';
import { expectedMoveFigure, expectedMoveNews, largestExpectedMoves, type Catalyst, type ContentSummary } from '@mc/proto';
import { WATCH_LIST_TITLES, isWatchListKind } from '@mc/proto/content-words';

/** What a briefing says, stored once per briefing: every recipient and every resumed send renders the same. */
export interface BriefingContent {
  /** ISO 8601 instant. */
  scheduledFor: string;
  timeZone: string;
  /** YYYY-MM-DD, both included. */
  week: { from: string; to: string };
  catalysts: CatalystSection;
  /** The week's largest expected moves among its catalysts; absent in briefings stored before they were named. */
  largestMoves?: LargestMove[];
  watchLists: WatchListSection;
}

/** One of the week's largest expected moves: "NVDA ±8.1% (Wed, earnings after the close)". */
export interface LargestMove {
  ticker: string;
  /** `±8.1%`. */
  figure: string;
  /** YYYY-MM-DD, the exchange day of the report or decision. */
  date: string;
  /** `earnings after the close`, `FDA decision`. */
  news: string;
  path: string;
}

export type CatalystSection = { state: 'included'; days: BriefingDay[]; shown: number; total: number } | { state: 'unavailable' };
export type WatchListSection = { state: 'included'; posts: WatchListPost[] } | { state: 'unavailable' };

export interface BriefingDay {
  /** YYYY-MM-DD. */
  date: string;
  groups: BriefingGroup[];
}

export interface BriefingGroup {
  heading: string;
  items: BriefingItem[];
}

export interface BriefingItem {
  /** `AAPL`, or `AAPL, GOOG` for an event of several listings; empty for an economic release. */
  symbols: string;
  company: string;
  title: string;
  /** `08:30 ET`, when the time is known: what a briefing stored before `startsAt` shows. */
  time: string | null;
  /** The instant (ISO 8601) when the time is known: each recipient reads it in their zone. */
  startsAt?: string;
  importance: number;
  /** The site page it links to. */
  path: string;
}

export interface WatchListPost {
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  listTitle: string;
  path: string;
}

/** The catalysts the briefing shows at most: enough for a week's most important, short enough to read. */
export const MAX_BRIEFING_CATALYSTS = 40;
export const MIN_BRIEFING_IMPORTANCE = 3;

const OTHER_TYPES: Readonly<Record<string, string>> = {
  fda: 'FDA',
  ipo: 'IPOs',
  dividend: 'Dividends',
  splits: 'Stock splits',
  conference: 'Investor conferences',
  conferencecall: 'Conference calls',
  economic: 'Economic releases',
};
const EARNINGS_SESSIONS: Readonly<Record<string, string>> = {
  before_open: 'Earnings before the open',
  after_close: 'Earnings after the close',
  during_market: 'Earnings during market hours',
  unknown: 'Earnings, time not announced',
};
// The order groups appear in within a day: earnings by session first, then the other calendars.
const GROUP_ORDER = [...Object.values(EARNINGS_SESSIONS), ...Object.values(OTHER_TYPES)];

/** Where a group comes within its day. */
export const groupRank = (heading: string) => (GROUP_ORDER.includes(heading) ? GROUP_ORDER.indexOf(heading) : GROUP_ORDER.length);

const groupOf = (catalyst: Catalyst): string =>
  catalyst.type === 'earnings'
    ? (EARNINGS_SESSIONS[catalyst.session] ?? EARNINGS_SESSIONS.unknown)
    : (OTHER_TYPES[catalyst.type] ?? 'Other catalysts');

/** A company's page when the catalyst names one, else its calendar (economic releases name no company). */
const pathOf = (catalyst: Catalyst) =>
  catalyst.tickers.length > 0 ? `/company/${encodeURIComponent(catalyst.tickers[0])}` : `/${catalyst.type}-calendar`;

function itemOf(catalyst: Catalyst): BriefingItem {
  return {
    symbols: catalyst.tickers.join(', '),
    company: catalyst.company ?? '',
    title: catalyst.dateLabel ? `${catalyst.title} (${catalyst.dateLabel})` : catalyst.title,
    time: catalyst.time ? `${catalyst.time.slice(0, 5)} ET` : null,
    ...(catalyst.time && catalyst.startsAt ? { startsAt: timestampDate(catalyst.startsAt).toISOString() } : {}),
    importance: catalyst.importance ?? 0,
    path: pathOf(catalyst),
  };
}

/**
 * The most important catalysts (as the catalysts service ordered them) grouped by day, then by
 * earnings session or calendar, each group in time order.
 */
export function catalystSection(catalysts: readonly Catalyst[], total: number): CatalystSection {
  const shown = catalysts.slice(0, MAX_BRIEFING_CATALYSTS);
  const days = new Map<string, Map<string, { catalyst: Catalyst; item: BriefingItem }[]>>();
  for (const catalyst of shown) {
    const groups = days.get(catalyst.date) ?? new Map();
    days.set(catalyst.date, groups);
    const group = groupOf(catalyst);
    groups.set(group, [...(groups.get(group) ?? []), { catalyst, item: itemOf(catalyst) }]);
  }
  return {
    state: 'included',
    shown: shown.length,
    total: Math.max(total, shown.length),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, groups]) => ({
        date,
        groups: [...groups.entries()]
          .sort(([a], [b]) => groupRank(a) - groupRank(b))
          .map(([heading, entries]) => ({
            heading,
            items: entries
              .sort(
                (a, b) =>
                  (a.catalyst.time ?? '99').localeCompare(b.catalyst.time ?? '99') ||
                  a.item.symbols.localeCompare(b.item.symbols),
              )
              .map(({ item }) => item),
          })),
      })),
  };
}

/** The largest expected moves among the week's catalysts (all those read, not only the ones listed). */
export function largestMovesOf(catalysts: readonly Catalyst[]): LargestMove[] {
  return largestExpectedMoves(catalysts).map((catalyst) => ({
    ticker: catalyst.tickers[0],
    figure: expectedMoveFigure(catalyst.expectedMove),
    date: catalyst.date,
    news: expectedMoveNews(catalyst),
    path: pathOf(catalyst),
  }));
}

/** Watch-list posts published from `since` to `until` (YYYY-MM-DD, both included), newest first. */
export function watchListSection(items: readonly ContentSummary[], since: string, until: string): WatchListSection {
  return {
    state: 'included',
    posts: items
      .filter((item) => item.kind === 'watch-list' && item.published >= since && item.published <= until)
      .sort((a, b) => b.published.localeCompare(a.published))
      .map((item) => ({
        title: item.title,
        description: item.description,
        published: item.published,
        listTitle: isWatchListKind(item.list) ? WATCH_LIST_TITLES[item.list] : 'Watch list',
        path: item.path,
      })),
  };
}
