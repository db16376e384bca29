import type { Watchlist } from '@mc/api';
import {
  ALERT_FEED_KINDS,
  ALERTS_DEFAULT_PAGE_SIZE,
  type AlertItem,
  type AlertPage as ApiAlertPage,
  type AlertSettings,
  type UnreadAlerts,
} from '@mc/api/alerts';
import { api } from '../../api/api-client.js';

// The alerts API of issue 22 §2: its shapes are @mc/api/alerts (the bff answers them); this adds
// what the web does with them (query keys, addresses).
export { REMINDER_DAYS_MAX, type AlertSettings, type UnreadAlerts } from '@mc/api/alerts';

/** What an alert tells: the six changes a sync can make to a catalyst, a reminder, the morning's digest (issue 22 §2). */
export const ALERT_KINDS = ALERT_FEED_KINDS;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: string): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value);

/** The kinds the feed can be filtered by: those the API answers. */
export const FILTER_KINDS = ALERT_FEED_KINDS;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const isFilterKind = (value: string): value is FilterKind => (FILTER_KINDS as readonly string[]).includes(value);

/**
 * An alert as the web reads it: a kind this build does not know yet (a newer bff's) is shown by its
 * title, and a row without a symbol by its title too.
 */
export type Alert = Omit<AlertItem, 'kind' | 'ticker'> & { kind: string; ticker: string | null };

/** A page of the feed (@mc/api/alerts' AlertPage) holding such alerts. */
export type AlertPage = Omit<ApiAlertPage, 'results'> & { results: Alert[] };

export type AlertSettingsChange = Partial<AlertSettings>;

/** Alerts on a page of the feed, and in the bell. */
export const ALERTS_PAGE_SIZE = ALERTS_DEFAULT_PAGE_SIZE;

/** The full feed (issue 22 §3). */
export const ALERTS_PATH = '/my-catalysts/alerts';

const ALERTS_URL = '/api/alerts/';
export const UNREAD_ALERTS_URL = '/api/alerts/unread/';
const READ_URL = '/api/alerts/read/';
export const alertSettingsUrl = (id: Watchlist['id']) => `/api/watchlists/${encodeURIComponent(String(id))}/alerts/`;

/** Every answer about alerts is `alertKeys.all()` or below it. */
export const alertKeys = {
  all: () => ['alerts'] as const,
  unread: () => ['alerts', 'unread'] as const,
  feeds: () => ['alerts', 'feed'] as const,
  feed: (query: string) => ['alerts', 'feed', query] as const,
  settings: (id: Watchlist['id']) => ['alerts', 'settings', String(id)] as const,
};

/** What the feed shows: one list's alerts or all, one kind or all, a page from 1. */
export interface AlertFeedQuery {
  list: string | null;
  kind: FilterKind | null;
  page: number;
}

/** The query string the API reads (`list`, `kind`, `page`, `page_size`), in a stable order for the cache key. */
export function feedQueryString({ list, kind, page }: AlertFeedQuery): string {
  const params = new URLSearchParams();
  if (list) params.set('list', list);
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  params.set('page_size', String(ALERTS_PAGE_SIZE));
  return params.toString();
}

export const feedUrl = (query: AlertFeedQuery) => `${ALERTS_URL}?${feedQueryString(query)}`;

export type ReadRequest = { ids: Alert['id'][] } | { all: true };

export const markAlertsRead = (request: ReadRequest) => api.post<UnreadAlerts>(READ_URL, request);

export const changeAlertSettings = (id: Watchlist['id'], change: AlertSettingsChange) =>
  api.request<AlertSettings>(alertSettingsUrl(id), { method: 'PATCH', body: change });
