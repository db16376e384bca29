import type { ReactNode } from 'react';
import { DEFAULT_ORDERING, type CalendarRow, type Ordering } from '@mc/api/calendars';

export interface CalendarColumn {
  id: string;
  header: string;
  /** The orders a click on the header asks for: the first, then the second (if any) on the next click. */
  sort?: readonly [Ordering, Ordering?];
  cell: (row: CalendarRow, timeZone: string) => ReactNode;
  /** Figures are right-aligned so that digits line up. */
  numeric?: boolean;
  /**
   * The column's width on a laptop, in rem (the page's font size), chosen so that each calendar's
   * default columns fit 1,366 px. A column without one takes what is left (at least `FLEX_MIN_REM`).
   */
  rem?: number;
  /** Lower-priority: shown in the row's expandable details rather than as a column. */
  folded?: boolean;
}

/** The least a column without a width of its own keeps (the company or event name). */
export const FLEX_MIN_REM = 10;

/** The order a click on the column's header asks for, given the current one. */
export function nextOrdering(column: CalendarColumn, current: Ordering): Ordering {
  const [first, second] = column.sort ?? [];
  if (!first) return current;
  if (current === first) return second ?? DEFAULT_ORDERING;
  return first;
}

const DIRECTION: Record<Ordering, 'ascending' | 'descending'> = {
  date: 'ascending',
  '-date': 'descending',
  ticker: 'ascending',
  importance: 'descending',
  market_cap: 'ascending',
  '-market_cap': 'descending',
  expected_move: 'ascending',
  '-expected_move': 'descending',
};

/** The column's `aria-sort`: how the rows are ordered by it now, if they are. */
export function sortState(column: CalendarColumn, current: Ordering): 'ascending' | 'descending' | undefined {
  return column.sort?.includes(current) ? DIRECTION[current] : undefined;
}
