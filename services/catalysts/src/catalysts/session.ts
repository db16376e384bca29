import type { Session } from '@mc/proto/calendar-terms';
import { sessionPhaseAt } from '@mc/market-time';

/**
 * Where a report falls against the US regular session of its day (the exchange table's hours: 09:30–16:00
 * Eastern, 13:00 on an early close). An unknown time gives an unknown session; so does a time on a day
 * the exchanges are shut (a weekend or a holiday), which has no session.
 */
export function sessionOf(easternDate: string, easternTime: string | null): Session {
  if (easternTime === null) return 'unknown';
  const phase = sessionPhaseAt(easternDate, easternTime);
  return phase === 'closed' ? 'unknown' : phase;
}
