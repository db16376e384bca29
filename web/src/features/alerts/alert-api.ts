import type { Watchlist } from '@mc/api';
import { api } from '../../api/api-client.js';

// The alerts API of issue 22 §2 as the bff answers it (subscribers only). The shapes live here until the
// bff's side publishes them in @mc/api; the web reads nothing else of them.

/** What an alert tells: the six changes a sync can make to a catalyst, a reminder before one, the morning's digest. */
export const ALERT_KINDS = [
  'date_moved',
  'confirmed',
  'time_changed',
  'status',
  'outcome',
  'removed',
  'reminder',
  'digest',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const isAlertKind = (value: string): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value);

/** The kinds the feed can be filtered by today: the changes (reminders and digests join them when they are sent). */
export const FILTER_KINDS = [
  'date_moved',
  'confirmed',
  'time_changed',
  'status',
  'outcome',
  'removed',
] as const satisfies readonly AlertKind[];
export type FilterKind = (typeof FILTER_KINDS)[number];

export const isFilterKind = (value: string): value is FilterKind => (FILTER_KINDS as readonly string[]).includes(value);

export interface Alert {
  id: number | string;
  /** An `AlertKind`; a kind this build does not know yet is shown by its title. */
  kind: string;
  /** The catalyst's id, `{type}-{provider id}` (`earnings-12345`). */
  catalyst: string;
  ticker: string | null;
  /** The catalyst's own name. */
  title: string;
  /** Short display values before and after: a day (`2026-10-29`), a session (`before_open`), a status in words. */
  previous: string | null;
  current: string | null;
  /** ISO 8601 instant: when the change was seen (or the reminder or digest sent). */
  at: string;
  read: boolean;
  /** The account's lists that hold the ticker. */
  lists: { id: Watchlist['id']; name: string }[];
}

export interface AlertPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Alert[];
}

export interface UnreadAlerts {
  unread: number;
}

/** One list's alert settings; times are `HH:MM` in the account's time zone. */
export interface AlertSettings {
  /** 0: no reminders; 1–5: that many trading days before each catalyst. */
  reminder_days: number;
  reminder_time: string;
  digest: boolean;
  digest_time: string;
  change_alerts: boolean;
}

export type AlertSettingsChange = Partial<AlertSettings>;

/** The most trading days before a catalyst a reminder can come. */
export const REMINDER_DAYS_MAX = 5;
/** Alerts on a page of the feed, and in the bell. */
export const ALERTS_PAGE_SIZE = 20;

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
