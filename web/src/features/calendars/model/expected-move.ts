import type { CalendarRow, ExpectedMove } from '@mc/api/calendars';

/** "±6.2%": the figure, to a tenth. */
export const expectedMovePercent = (move: ExpectedMove): string => `±${move.percent.toFixed(1)}%`;

/** What the figure averages, in words: "avg of last 8 reports", "avg of last 5 FDA decisions". */
export function expectedMoveBasis(move: ExpectedMove, type: CalendarRow['type']): string {
  const news = type === 'fda' ? 'FDA decisions' : 'reports';
  return `avg of last ${move.samples} ${news}`;
}

/** "±6.2% (avg of last 8 reports)". */
export const expectedMoveLabel = (move: ExpectedMove, type: CalendarRow['type']): string =>
  `${expectedMovePercent(move)} (${expectedMoveBasis(move, type)})`;
