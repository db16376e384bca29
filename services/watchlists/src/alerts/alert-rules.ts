import type { CatalystChange, CatalystValues } from '@mc/proto';
import { ALERT_KINDS, type AlertKind } from '@mc/proto/calendar-terms';
import { sessionPhaseAt } from '@mc/market-time';

/** Stripe's statuses whose owners are alerted (as their feeds answer): a past-due subscription is still being collected. */
export const ALERTED_STATUSES: readonly string[] = ['trialing', 'active', 'past_due'];

export const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/** The kinds the feed holds and filters by: the changes, a reminder before a catalyst, the pre-market digest. */
export const FEED_KINDS: readonly string[] = [...ALERT_KINDS, 'reminder', 'digest'];

/** A change that alerts: one of ALERT_KINDS (never `added`), about at least one ticker. */
export const tickersOf = (change: CatalystChange): string[] =>
  change.tickers.length ? change.tickers : change.ticker ? [change.ticker] : [];

export const alertsOn = (change: CatalystChange): boolean => isAlertKind(change.kind) && tickersOf(change).length > 0;

/** Where an Eastern time falls in its day's session; a day without one (a weekend, a holiday) says `unknown`. */
function sessionOf(values: CatalystValues): string {
  if (!values.date || !values.time) return 'unknown';
  const phase = sessionPhaseAt(values.date, values.time);
  return phase === 'closed' ? 'unknown' : phase;
}

const easternTime = (values: CatalystValues) => (values.time ? `${values.time.slice(0, 5)} ET` : 'unknown');

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

function outcomeOf(values: CatalystValues): string | null {
  if (values.outcome) return values.outcome;
  const parts = [
    values.eps !== undefined ? `EPS ${values.eps}` : null,
    values.revenue !== undefined ? `revenue ${compact.format(values.revenue)}` : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The short values the feed and the mail show before and after a change (docs/decisions.md,
 * "Change alerts"): a day for a move or a removal ("2026-10-29", Eastern as the provider gives it),
 * the date status for a confirmation ("estimated" → "confirmed"), the session for a new time
 * ("before_open" → "after_close", or the Eastern times "16:05 ET" when the session stays), the deal
 * status for an IPO, the FDA outcome or the earnings actuals ("EPS 1.64, revenue 94.93B").
 */
export function displayValues(change: CatalystChange): { previous: string | null; current: string | null } {
  const show = (values: CatalystValues | undefined): string | null => {
    if (!values) return null;
    switch (change.kind as AlertKind) {
      case 'date_moved':
      case 'removed':
        return values.date ?? null;
      case 'confirmed':
        return values.dateStatus ?? null;
      case 'time_changed':
        return sessionOf(values);
      case 'status':
        return values.dealStatus ?? null;
      case 'outcome':
        return outcomeOf(values);
    }
  };
  const shown = { previous: show(change.previous), current: show(change.current) };
  if (change.kind === 'time_changed' && shown.previous === shown.current && change.previous && change.current)
    return { previous: easternTime(change.previous), current: easternTime(change.current) };
  return shown;
}
