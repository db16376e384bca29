/** The reactions an expected move averages, and the fewest it is given with. */
export const EXPECTED_MOVE_SAMPLES = 8;
export const EXPECTED_MOVE_MIN_SAMPLES = 4;

/** What the calendars show beside a report or decision: the average absolute move of the last reactions of its kind. */
export const EXPECTED_MOVE_BASIS = 'avg_abs_last_8';

export interface ExpectedMove {
  percent: number;
  basis: typeof EXPECTED_MOVE_BASIS;
  samples: number;
}

/** One past reaction, as a history lists it. */
export interface DatedMove {
  date: string;
  movePercent: number;
}

/**
 * The expected move from a company's past reactions of one kind (earnings, or FDA decisions):
 * the average absolute close-to-close move of the newest eight, rounded to a tenth of a percent;
 * null with fewer than four, too few to say anything.
 */
export function expectedMoveOf(moves: readonly DatedMove[]): ExpectedMove | null {
  const latest = newestFirst(moves).slice(0, EXPECTED_MOVE_SAMPLES);
  if (latest.length < EXPECTED_MOVE_MIN_SAMPLES) return null;
  return { percent: round1(averageAbsolute(latest)), basis: EXPECTED_MOVE_BASIS, samples: latest.length };
}

/** The history's summary: the average absolute move, the largest (by size, with its sign) and how many went up. */
export function historySummary(moves: readonly DatedMove[]): {
  averageAbsMove: number | null;
  largestMove: number | null;
  upCount: number;
} {
  const latest = newestFirst(moves).slice(0, EXPECTED_MOVE_SAMPLES);
  if (!latest.length) return { averageAbsMove: null, largestMove: null, upCount: 0 };
  const largest = latest.reduce((big, move) => (Math.abs(move.movePercent) > Math.abs(big.movePercent) ? move : big));
  return {
    averageAbsMove: round1(averageAbsolute(latest)),
    largestMove: largest.movePercent,
    upCount: latest.filter((move) => move.movePercent > 0).length,
  };
}

export const newestFirst = <T extends DatedMove>(moves: readonly T[]): T[] =>
  [...moves].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

const averageAbsolute = (moves: readonly DatedMove[]) =>
  moves.reduce((sum, move) => sum + Math.abs(move.movePercent), 0) / moves.length;
const round1 = (value: number) => Math.round(value * 10) / 10;
