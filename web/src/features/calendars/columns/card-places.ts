import type { CalendarColumn } from './calendar-column.js';
import type { CardLayout } from './columns-for.js';

/** Where a column's cell sits on a phone's card; null: only in the card's details. */
export type CardPlace = 'title' | 'subtitle' | 'time' | 'status' | 'importance' | 'figure-1' | 'figure-2';

const SHARED_PLACES: Record<string, CardPlace> = { time: 'time', date_status: 'status', importance: 'importance' };

export function cardPlace(column: CalendarColumn, index: number, layout: CardLayout): CardPlace | null {
  if (column.folded) return null;
  if (index === 0) return 'title';
  if (column.id === layout.subtitle) return 'subtitle';
  const figure = layout.figures.indexOf(column.id);
  if (figure >= 0) return figure === 0 ? 'figure-1' : 'figure-2';
  return SHARED_PLACES[column.id] ?? null;
}

/** The table's columns on a laptop: the folded ones go to the row's details. */
export const laptopColumns = (columns: readonly CalendarColumn[]) => columns.filter((column) => !column.folded);

export interface DetailField {
  column: CalendarColumn;
  /** In the row itself on a laptop, so the details list it only on a phone's card. */
  phoneOnly: boolean;
}

/** What a row's details list: the folded columns, and on a phone also the columns the card leaves out. */
export function detailFields(columns: readonly CalendarColumn[], layout: CardLayout): DetailField[] {
  const shown = laptopColumns(columns);
  return columns
    .filter((column) => column.folded || cardPlace(column, shown.indexOf(column), layout) === null)
    .map((column) => ({ column, phoneOnly: !column.folded }));
}

/** The least width the laptop's columns need, in rem: the table scrolls inside its area below that. */
export function tableMinRem(columns: readonly CalendarColumn[], flexMinRem: number, disclosureRem: number): number {
  return laptopColumns(columns).reduce((sum, column) => sum + (column.rem ?? flexMinRem), disclosureRem);
}
