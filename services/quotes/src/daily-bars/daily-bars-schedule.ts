import {
  addDays,
  addMonths,
  dayIn,
  EARLY_CLOSE_TIME,
  EXCHANGE_TIME_ZONE,
  REGULAR_CLOSE_TIME,
  regularSession,
  tradingDayOnOrBefore,
  type Day,
} from '@mc/market-time';

/** The BullMQ queue of the daily-bars sync, and its two job schedulers (every replica upserts both). */
export const DAILY_BARS_QUEUE = 'daily-bars';
export const DAILY_BARS_JOB_NAME = 'sync';
/** After each regular close, the day's bars of every followed ticker. */
export const AFTER_CLOSE_SCHEDULER_ID = 'daily-bars-after-close';
/** Often, so a ticker the calendars or portfolios start naming gets its two years soon, not after the next close. */
export const NEW_TICKERS_SCHEDULER_ID = 'daily-bars-new-tickers';

/** How long after a close its bar is asked for: the provider's delayed data settles the session first. */
export const AFTER_CLOSE_MARGIN_MINUTES = 15;

/** The history a followed ticker starts with, and the longest range ListDailyBars answers. */
export const HISTORY_MONTHS = 24;

/**
 * The cron pattern (New York time) of the after-close job: the margin past the early close (13:00)
 * and past the regular one (16:00), Monday to Friday. On an ordinary day the early run finds no
 * new closed session and asks the provider nothing; a holiday likewise (see latestClosedDay).
 */
export function afterClosePattern(): string {
  const closes = [EARLY_CLOSE_TIME, REGULAR_CLOSE_TIME].map((time) => time.split(':').map(Number));
  const minutes = new Set(closes.map(([, minute]) => minute + AFTER_CLOSE_MARGIN_MINUTES));
  // Both closes fall on the hour; a table that moved one off it needs a second scheduler, not a wrong run.
  if (minutes.size !== 1 || [...minutes][0] >= 60)
    throw new Error(`closes ${EARLY_CLOSE_TIME} and ${REGULAR_CLOSE_TIME} need two patterns`);
  return `${[...minutes][0]} ${closes.map(([hour]) => hour).join(',')} * * 1-5`;
}

/**
 * The last trading day whose regular session (16:00, or 13:00 on an early close) ended at least
 * the margin before `now`: the newest bar that is final. A weekend or holiday gives the session
 * before it; the day in progress is never stored, its bar still moves.
 */
export function latestClosedDay(now: Date, marginMinutes = AFTER_CLOSE_MARGIN_MINUTES): Day {
  const today = dayIn(now, EXCHANGE_TIME_ZONE);
  const session = regularSession(today);
  if (session && now.getTime() >= session.closesAt.getTime() + marginMinutes * 60_000) return today;
  return tradingDayOnOrBefore(addDays(today, -1));
}

/**
 * Where a ticker's history starts: `months` (DAILY_BARS_HISTORY_MONTHS, two years in production)
 * before the last closed session.
 */
export const historyStart = (closedDay: Day, months = HISTORY_MONTHS): Day => addMonths(closedDay, -months);
