import { nextTradingDay, tradingDayOnOrAfter, type Day } from '@mc/market-time';
import { fdaTimelines } from '../calendar/fda.generator.js';
import { earningsTimelines } from '../calendar/earnings.generator.js';
import { HAPPENED_STATUS } from '../calendar/fda.generator.js';
import { chance, numberBetween } from '../calendar/seeded.js';
import { versionAt } from '../calendar/timeline.js';
import type { CalendarWindow } from '../calendar/calendar-window.js';
import type { EarningsRow, FdaRow } from '../calendar/calendar-types.js';

// The days a company's price reacts to its own news: the first session after each past earnings report and FDA
// decision in the emulator's calendars. How far it moves is the company's own (a seeded multiple of its daily
// volatility); which way mostly follows the news, but not always: some beats sell off, some misses rally.

export interface CatalystMove {
  kind: 'earnings' | 'fda';
  /** Log return of the reaction day, replacing the day's ordinary one. */
  logReturn: number;
}

export type CatalystMoves = ReadonlyMap<string, ReadonlyMap<Day, CatalystMove>>;

const EARNINGS_MULTIPLE = [2.5, 5] as const;
const FDA_MULTIPLE = [4, 9] as const;
/** How often the price goes the way the news points. */
const FOLLOWS_NEWS = 0.7;
/** Reports before 09:30 move the same day's session; later ones (and unknown times) the next session's. */
const OPEN_TIME = '09:30:00';

/** Every listed symbol's reaction days in `window`, as the calendars stand at `nowMs`. */
export function catalystMoves(
  window: CalendarWindow,
  nowMs: number,
  seed: number,
  volatilityOf: (symbol: string) => number,
): CatalystMoves {
  const moves = new Map<string, Map<Day, CatalystMove>>();
  const add = (symbol: string, day: Day, kind: CatalystMove['kind'], goodNews: boolean | undefined): void => {
    const [low, high] = kind === 'earnings' ? EARNINGS_MULTIPLE : FDA_MULTIPLE;
    const size =
      volatilityOf(symbol) *
      numberBetween(low, high, [seed, symbol, kind, 'size']) *
      numberBetween(0.5, 1.5, [seed, symbol, day, 'magnitude']);
    const up =
      goodNews === undefined
        ? chance(0.5, [seed, symbol, day, 'way'])
        : goodNews === chance(FOLLOWS_NEWS, [seed, symbol, day, 'way']);
    const byDay = moves.get(symbol) ?? new Map<Day, CatalystMove>();
    byDay.set(day, { kind, logReturn: up ? size : -size });
    moves.set(symbol, byDay);
  };
  for (const timeline of earningsTimelines(window, seed)) {
    const row = versionAt<EarningsRow>(timeline, nowMs);
    if (!row || row.eps === '') continue; // not reported yet
    add(row.ticker, reactionDay(row.date, row.time), 'earnings', surpriseIsGood(row.eps_surprise));
  }
  for (const timeline of fdaTimelines(window, seed)) {
    const row = versionAt<FdaRow>(timeline, nowMs);
    if (!row || row.status !== HAPPENED_STATUS) continue;
    const good = !/complete response|negative|not met|fail/i.test(row.outcome_brief);
    // A decision is dated by its target once it happens; its hour is the generator's (after the close for PDUFA
    // dates and committee votes, before the open for readouts), so the type decides the session it moves.
    const afterClose = /PDUFA|Advisory/.test(row.event_type);
    const day = afterClose ? nextTradingDay(row.target_date) : tradingDayOnOrAfter(row.target_date);
    for (const security of row.companies.flatMap((company) => company.securities)) add(security.symbol, day, 'fda', good);
  }
  return moves;
}

function reactionDay(date: Day, time: string): Day {
  return time !== '' && time < OPEN_TIME ? tradingDayOnOrAfter(date) : nextTradingDay(date);
}

function surpriseIsGood(surprise: string): boolean | undefined {
  const value = Number(surprise);
  return surprise === '' || value === 0 || !Number.isFinite(value) ? undefined : value > 0;
}
