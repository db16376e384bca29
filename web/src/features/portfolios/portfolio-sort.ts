import type { PortfolioRow } from '@mc/api';

export const SORT_KEYS = [
  'rank',
  'ticker',
  'name',
  'sector',
  'last',
  'change',
  'change_percent',
  'market_cap',
  'next_catalyst',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface RowOrder {
  key: SortKey;
  direction: SortDirection;
}

/** The portfolio's own order: the flagship's ranking, a sector list's curated order. */
export const DEFAULT_ORDER: RowOrder = { key: 'rank', direction: 'ascending' };

/** Numbers open biggest first (the top gainers, the largest companies); words and dates A→Z, soonest first. */
export function firstDirection(key: SortKey): SortDirection {
  return key === 'last' || key === 'change' || key === 'change_percent' || key === 'market_cap' ? 'descending' : 'ascending';
}

/** Clicking the sorted column turns it around; another column starts in its natural direction. */
export function nextOrder(current: RowOrder, key: SortKey): RowOrder {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: firstDirection(key) };
}

type SortValue = number | string | null;

function sortValue(row: PortfolioRow, key: SortKey): SortValue {
  // A catalyst sorts by its day (ISO days compare as text), the more important first on the same day.
  if (key === 'next_catalyst') {
    const catalyst = row.next_catalyst;
    return catalyst === null ? null : `${catalyst.date}:${5 - (catalyst.importance ?? 0)}`;
  }
  return row[key];
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-US', { sensitivity: 'base' });
}

/**
 * The rows in the given order. Missing values (no quote, no market cap, no catalyst) go last whichever
 * way the column is sorted, so a sort by change never opens on rows without a price; ties keep the rank.
 */
export function sortRows(rows: readonly PortfolioRow[], order: RowOrder): PortfolioRow[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValue(a, order.key);
    const right = sortValue(b, order.key);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const compared = compareValues(left, right);
      if (compared !== 0) return sign * compared;
    }
    return a.rank - b.rank;
  });
}
