// Alerts (issue 22 §2) as the bff answers them and the web reads them: a list's alert settings
// (`/api/watchlists/{id}/alerts/`) and the in-app feed (`/api/alerts/…`). Types and limits only, import-free.

/** `GET` / `PATCH /api/watchlists/{id}/alerts/` (a PATCH sends any of the fields). Times "HH:MM" in the account's zone. */
export interface AlertSettings {
  /** 0: no reminder; 1–5: that many trading days before each catalyst of the list. */
  reminder_days: number;
  reminder_time: string;
  /** The pre-market digest on trading days. */
  digest: boolean;
  /** Until the account chooses one: 07:00 New York time, as the account's clock reads it today. */
  digest_time: string;
  /** A mail and a feed entry when a catalyst of the list moves, is confirmed, changes time or status, reports, or is removed. */
  change_alerts: boolean;
}

export const REMINDER_DAYS_MAX = 5;

/**
 * What an alert is about: catalysts' change kinds but `added`, a reminder before a catalyst of a list,
 * and the pre-market digest of a trading day.
 */
export const ALERT_FEED_KINDS = [
  'date_moved',
  'confirmed',
  'time_changed',
  'status',
  'outcome',
  'removed',
  'reminder',
  'digest',
] as const;
export type AlertFeedKind = (typeof ALERT_FEED_KINDS)[number];

export const ALERTS_DEFAULT_PAGE_SIZE = 20;
export const ALERTS_MAX_PAGE_SIZE = 100;

/** One alert of the feed. */
export interface AlertItem {
  id: number;
  kind: AlertFeedKind;
  /** The catalyst's id (`{type}-{provider id}`), as the calendars answer it. */
  catalyst: string;
  /** null for a digest, which is about a day rather than one company. */
  ticker: string | null;
  title: string;
  /**
   * Short values before and after: a day "2026-10-29" (date_moved, removed), a date status "estimated" /
   * "confirmed" (confirmed), a session "before_open" / "during_market" / "after_close" / "unknown" or, when the
   * session stays, the Eastern times "16:05 ET" (time_changed), a deal status (status), an FDA outcome or
   * "EPS 1.64, revenue 94.93B" (outcome). null when the change has none (`current` of a removal). A reminder's
   * and a digest's `current` is the catalyst's or the digest's day.
   */
  previous: string | null;
  current: string | null;
  /** When the change was seen, or the reminder or digest was due, ISO 8601 UTC. */
  at: string;
  read: boolean;
  /** The account's lists the alert was raised for (those that still exist), in the account's order. */
  lists: { id: number; name: string }[];
}

/** `GET /api/alerts/?list=&kind=&page=&page_size=`: DRF's page shape, newest first. */
export interface AlertPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: AlertItem[];
}

/** `GET /api/alerts/unread/` and the answer of `POST /api/alerts/read/` (`{ids: [...]}` or `{all: true}`). */
export interface UnreadAlerts {
  unread: number;
}
