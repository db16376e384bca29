import { nextTradingDay, previousTradingDay, tradingDayOnOrAfter, tradingDayOnOrBefore, type Day } from '@mc/market-time';
import type { Session } from '@mc/proto/calendar-terms';

/** One session's prices, as quotes' ListDailyBars answers them (split-adjusted as the provider served them). */
export interface DailyPrices {
  day: Day;
  open: number;
  close: number;
}

/** A split whose ex-date may fall between the two closes: `ratio` new shares per old one (2 for 2:1, 0.125 for 1:8). */
export interface SplitOnDay {
  exDay: Day;
  ratio: number;
}

/** How a stock answered one earnings report or FDA decision. */
export interface Reaction {
  /** The last close before the news. */
  before: Day;
  /** The first close after it. */
  after: Day;
  /** Close to close, percent. */
  movePercent: number;
  /** The first session's open against the close before, percent. */
  gapPercent: number;
}

interface Window {
  before: Day;
  after: Day;
}

/**
 * Which two closes frame the news, by the exchange calendar (@mc/market-time: weekends and holidays
 * are skipped, so a holiday after an evening report gives the session after it): before the open (or
 * during the session), the previous close to the same day's close; after the close, that day's close
 * to the next session's. A date on a day the exchanges are shut frames the last close before it and
 * the first after it either way.
 */
export function windowOf(date: Day, session: Exclude<Session, 'unknown'>): Window {
  if (session === 'after_close') return { before: tradingDayOnOrBefore(date), after: nextTradingDay(tradingDayOnOrBefore(date)) };
  const after = tradingDayOnOrAfter(date);
  return { before: previousTradingDay(after), after };
}

/** The latest close the reaction needs: the unknown session's after-close window ends last. */
export const lastCloseNeeded = (date: Day, session: Session): Day =>
  windowOf(date, session === 'before_open' || session === 'during_market' ? session : 'after_close').after;

/**
 * The reaction to news on `date` in `session`, from the stock's daily prices; null when a close it
 * needs is missing (a day the provider has no bar for is not bridged: the move would span two
 * sessions). An unknown session measures both windows and keeps the wider move (null unless both
 * are known), since the report fell in one of them.
 */
export function reactionOf(
  date: Day,
  session: Session,
  prices: readonly DailyPrices[],
  splits: readonly SplitOnDay[] = [],
): Reaction | null {
  const byDay = new Map(prices.map((bar) => [bar.day, bar]));
  if (session !== 'unknown') return measure(windowOf(date, session), byDay, splits);
  const early = measure(windowOf(date, 'before_open'), byDay, splits);
  const late = measure(windowOf(date, 'after_close'), byDay, splits);
  if (!early || !late) return null;
  return Math.abs(late.movePercent) > Math.abs(early.movePercent) ? late : early;
}

function measure(window: Window, byDay: ReadonlyMap<Day, DailyPrices>, splits: readonly SplitOnDay[]): Reaction | null {
  const before = byDay.get(window.before);
  const after = byDay.get(window.after);
  if (!before || !after || before.close <= 0 || after.close <= 0) return null;
  const factor = unadjustedSplitFactor(window, before.close, after.close, splits);
  return {
    before: window.before,
    after: window.after,
    movePercent: round2(((after.close * factor) / before.close - 1) * 100),
    gapPercent: round2(((after.open * factor) / before.close - 1) * 100),
  };
}

/**
 * The provider serves bars split-adjusted, but a bar stored before a split took effect keeps its old
 * terms: then the closes around the ex-date differ by about the split's ratio. A split whose ex-date
 * falls in the window is undone only when the closes' change is nearer (in log terms) to the ratio's
 * than to none; adjusted bars, whose change is the real move, are left as they are.
 */
function unadjustedSplitFactor(window: Window, beforeClose: number, afterClose: number, splits: readonly SplitOnDay[]): number {
  const observed = Math.log(afterClose / beforeClose);
  let factor = 1;
  for (const split of splits) {
    if (split.exDay <= window.before || split.exDay > window.after || !(split.ratio > 0) || split.ratio === 1) continue;
    const expected = -Math.log(split.ratio);
    if (Math.abs(observed - expected) < Math.abs(observed)) factor *= split.ratio;
  }
  return factor;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
