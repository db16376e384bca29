import { describe, expect, it } from '@jest/globals';
import { CALENDAR_PATHS } from '../calendar-paths.js';
import { FLEX_MIN_REM } from './calendar-column.js';
import { cardPlace, detailFields, laptopColumns, tableMinRem } from './card-places.js';
import { CARD_LAYOUTS, COLUMNS } from './columns-for.js';
import { rowActionsRem } from './row-actions.js';

/**
 * The table's width at 1,366 px: the page's 80rem content less its 1.5rem side paddings and the area's
 * two 1 px borders (calendar-screen.css, calendar-table.css).
 */
const LAPTOP_TABLE_REM = 80 - 2 * 1.5 - 2 / 16;

describe('each calendar’s columns', () => {
  it.each(CALENDAR_PATHS)('%s: the default columns and the row actions fit a 1,366 px laptop', (calendar) => {
    // Economic releases name no company: no list star on that calendar's rows.
    const actions = rowActionsRem(calendar !== 'economic');
    expect(tableMinRem(COLUMNS[calendar], FLEX_MIN_REM, actions)).toBeLessThanOrEqual(LAPTOP_TABLE_REM);
  });

  it.each(CALENDAR_PATHS)('%s: the card shows a title, a subtitle, the time, the date status and two figures', (calendar) => {
    const shown = laptopColumns(COLUMNS[calendar]);
    const places = shown.map((column, index) => cardPlace(column, index, CARD_LAYOUTS[calendar]));
    expect(places).toEqual(expect.arrayContaining(['title', 'subtitle', 'time', 'status', 'figure-1', 'figure-2']));
    // Each place once: a card never shows two cells in one spot.
    const placed = places.filter((place) => place !== null);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it.each(CALENDAR_PATHS)('%s: every column is in the row or in its details, at either width', (calendar) => {
    const columns = COLUMNS[calendar];
    const shown = laptopColumns(columns);
    const details = detailFields(columns, CARD_LAYOUTS[calendar]);
    // A laptop: the row's columns and the details' fields that are not for a phone only.
    const onLaptop = [...shown, ...details.filter((field) => !field.phoneOnly).map((field) => field.column)];
    expect(onLaptop.map((column) => column.id).sort()).toEqual(columns.map((column) => column.id).sort());
    // A phone: the card's cells and every field of the details.
    const onCard = shown.filter((column, index) => cardPlace(column, index, CARD_LAYOUTS[calendar]) !== null);
    const onPhone = [...onCard, ...details.map((field) => field.column)];
    expect(onPhone.map((column) => column.id).sort()).toEqual(columns.map((column) => column.id).sort());
  });
});

describe('the details of an earnings row', () => {
  it('list the folded columns everywhere and the columns the card leaves out on a phone only', () => {
    const fields = detailFields(COLUMNS.earnings, CARD_LAYOUTS.earnings).map(({ column, phoneOnly }) => [column.id, phoneOnly]);
    expect(fields).toEqual([
      ['period', false],
      ['eps', true],
      ['eps_surprise', false],
      ['revenue_est', false],
      ['revenue', false],
      ['market_cap', true],
      ['source', false],
    ]);
  });
});
