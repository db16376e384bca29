import {
  addMonths,
  dayIn,
  EXCHANGE_TIME_ZONE,
  nextTradingDay,
  regularSession,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  type Day,
} from '@mc/market-time';
import { dayFromIso } from '../calendar/civil-date.js';
import { numberBetween, unit, type SeedKey } from '../calendar/seeded.js';
import { priceAt, roundToCents } from '../prices.js';
import { averageDailyVolume } from '../quote-snapshot.js';
import { catalystMoves, type CatalystMove, type CatalystMoves } from './catalyst-moves.js';
import { dailyVolatility } from './daily-volatility.js';

// A symbol's daily history: one bar per trading day of the exchange calendar, two years back from the clock.
// It is built backward from the delayed quote, so the last bar (the day in progress, or the last session
// before a weekend or holiday) closes at the quote's last price, and each earlier close is the next one
// undone by that day's seeded return. Returns are generated in today's share terms, so the history comes
// split-adjusted, as the provider serves it: a split's ex-date is an ordinary day, not a jump by its ratio.

export interface DailyBar {
  day: Day;
  /** The end of the day's regular session (13:00 New York on an early close). */
  closesAt: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const HISTORY_MONTHS = 24;
/** Reaction days trade several times the usual volume. */
const CATALYST_VOLUME_FACTOR = 3;

export function dailyBars(symbol: string, nowMs: number, seed: number): DailyBar[] {
  const days = tradingDaysOfHistory(nowMs);
  const moves = movesAt(nowMs, seed).get(symbol);
  const volatility = dailyVolatility(symbol);
  const returns = days.map((day) => moves?.get(day)?.logReturn ?? volatility * standardNormal([seed, symbol, day, 'return']));
  const logCloses: number[] = new Array<number>(days.length);
  logCloses[days.length - 1] = Math.log(priceAt(symbol, nowMs, seed));
  for (let i = days.length - 1; i > 0; i--) logCloses[i - 1] = logCloses[i] - returns[i];
  const firstPreviousClose = logCloses[0] - returns[0];
  return days.map((day, i) =>
    barOf(symbol, day, i === 0 ? firstPreviousClose : logCloses[i - 1], logCloses[i], moves?.get(day), seed),
  );
}

/** The trading days from two years before the clock's New York day to that day (or the session before it). */
export function tradingDaysOfHistory(nowMs: number): Day[] {
  const today = dayIn(nowMs, EXCHANGE_TIME_ZONE);
  const last = tradingDayOnOrBefore(today);
  const days: Day[] = [];
  for (let day = tradingDayOnOrAfter(addMonths(today, -HISTORY_MONTHS)); day <= last; day = nextTradingDay(day)) days.push(day);
  return days;
}

function barOf(
  symbol: string,
  day: Day,
  logPrevious: number,
  logClose: number,
  move: CatalystMove | undefined,
  seed: number,
): DailyBar {
  const volatility = dailyVolatility(symbol);
  // News moves the price overnight, so a reaction day opens with most of its move; other days open near the last close.
  const gapShare = move
    ? numberBetween(0.6, 1, [seed, symbol, day, 'gap'])
    : numberBetween(-0.3, 0.5, [seed, symbol, day, 'gap']);
  const open = Math.exp(logPrevious + gapShare * (logClose - logPrevious));
  const close = Math.exp(logClose);
  const stretch = (side: string): number => Math.exp(volatility * numberBetween(0.05, 0.8, [seed, symbol, day, side]));
  const dayVolume = averageDailyVolume(symbol, seed) * numberBetween(0.6, 1.4, [seed, symbol, day, 'volume']);
  return {
    day,
    closesAt: regularSession(day)!.closesAt.getTime(),
    open: roundToCents(open),
    high: roundToCents(Math.max(open, close) * stretch('high')),
    low: roundToCents(Math.min(open, close) / stretch('low')),
    close: roundToCents(close),
    volume: Math.round(move ? dayVolume * CATALYST_VOLUME_FACTOR : dayVolume),
  };
}

/** Twelve uniforms less six (Irwin–Hall): mean 0, standard deviation 1, tails cut at ±6. */
function standardNormal(key: SeedKey): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += unit([...key, i]);
  return sum - 6;
}

// Reading two years of calendars is the costly part: done once per seed and 5-minute step of the clock.
const MOVES_STEP_MS = 5 * 60_000;
let cached: { key: string; moves: CatalystMoves } | undefined;

export function movesAt(nowMs: number, seed: number): CatalystMoves {
  const stepStart = Math.floor(nowMs / MOVES_STEP_MS) * MOVES_STEP_MS;
  const key = `${seed}:${stepStart}`;
  if (cached?.key !== key) {
    const days = tradingDaysOfHistory(stepStart);
    // A week before the first bar, so a report just before it still places its reaction day.
    const window = { fromDay: dayFromIso(days[0])! - 7, toDay: dayFromIso(days[days.length - 1])! };
    cached = { key, moves: catalystMoves(window, stepStart, seed, dailyVolatility) };
  }
  return cached.moves;
}
