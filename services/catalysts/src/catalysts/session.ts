import type { Session } from '@mc/proto/calendar-terms';
import { regularCloseOn } from '../market-days/exchange-calendar.table.js';

/**
 * The US regular session runs 09:30–16:00 Eastern, 09:30–13:00 on an early-close day (the exchange
 * table's): earlier is before the open, from the close after it. An unknown time gives an unknown
 * session; so does a time on a day the exchanges are shut (a weekend or a holiday), which has no session.
 */
export function sessionOf(easternDate: string, easternTime: string | null): Session {
  if (easternTime === null) return 'unknown';
  const close = regularCloseOn(easternDate);
  if (close === null) return 'unknown';
  const minutes = minutesOf(easternTime);
  if (minutes < 9 * 60 + 30) return 'before_open';
  if (minutes >= minutesOf(close)) return 'after_close';
  return 'during_market';
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
