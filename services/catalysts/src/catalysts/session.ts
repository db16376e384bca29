import type { Session } from '@mc/api/calendars';

/**
 * The US regular session runs 09:30–16:00 Eastern: earlier is before the open, from 16:00 after
 * the close. An unknown time gives an unknown session.
 */
export function sessionOf(easternTime: string | null): Session {
  if (easternTime === null) return 'unknown';
  const minutes = Number(easternTime.slice(0, 2)) * 60 + Number(easternTime.slice(3, 5));
  if (minutes < 9 * 60 + 30) return 'before_open';
  if (minutes >= 16 * 60) return 'after_close';
  return 'during_market';
}
