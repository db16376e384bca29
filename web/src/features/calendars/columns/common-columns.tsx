import { ChangeMarker, DateStatusBadge, ImportanceMeter, RowSource, TickerLink, TimeCell } from '../components/row-markers.js';
import { expectedMoveBasis, expectedMovePercent } from '../model/expected-move.js';
import { compactDollars } from '../model/value-format.js';
import type { CalendarColumn } from './calendar-column.js';

/** A cell that may be too long for its column: cut with an ellipsis, whole in the tooltip. */
export function Clipped({ text }: { text: string | null | undefined }) {
  if (!text) return <span aria-label="Not available">—</span>;
  return (
    <span className="clipped" title={text}>
      {text}
    </span>
  );
}

export const tickerColumn: CalendarColumn = {
  id: 'ticker',
  header: 'Ticker',
  sort: ['ticker'],
  rem: 6.5,
  cell: (row) => <TickerLink row={row} />,
};

export const companyColumn: CalendarColumn = {
  id: 'company',
  header: 'Company',
  cell: (row) => <Clipped text={row.company} />,
};

export const timeColumn: CalendarColumn = {
  id: 'time',
  header: 'Time',
  sort: ['date', '-date'],
  rem: 8.5,
  cell: (row) => <TimeCell row={row} />,
};

export const marketCapColumn: CalendarColumn = {
  id: 'market_cap',
  header: 'Market cap',
  sort: ['-market_cap', 'market_cap'],
  numeric: true,
  rem: 7.5,
  cell: (row) => compactDollars(row.market_cap),
};

/** Earnings and FDA: how far the price has moved after the company's last reports or decisions, on average. */
export const expectedMoveColumn: CalendarColumn = {
  id: 'expected_move',
  header: 'Expected move',
  sort: ['-expected_move', 'expected_move'],
  numeric: true,
  rem: 8.5,
  cell: (row) => {
    if (!row.expected_move) return <span aria-label="Too few past reactions">—</span>;
    const basis = expectedMoveBasis(row.expected_move, row.type);
    return (
      <span className="expected-move" title={`Average absolute move, ${basis.replace(/^avg/, 'over the')}`}>
        {expectedMovePercent(row.expected_move)}
        <span className="visually-hidden"> ({basis})</span>
      </span>
    );
  },
};

export const importanceColumn: CalendarColumn = {
  id: 'importance',
  header: 'Importance',
  sort: ['importance'],
  rem: 8,
  cell: (row) => <ImportanceMeter importance={row.importance} />,
};

export const statusColumn: CalendarColumn = {
  id: 'date_status',
  header: 'Date',
  // Room for "Moved from Sep 30" under the badge.
  rem: 8.5,
  cell: (row, timeZone) => (
    <span className="date-cell">
      <DateStatusBadge status={row.date_status} />
      <ChangeMarker row={row} timeZone={timeZone} />
    </span>
  ),
};

export const sourceColumn: CalendarColumn = {
  id: 'source',
  header: 'Source',
  // Where a row comes from matters when checking it, not when scanning the week.
  folded: true,
  cell: (row, timeZone) => <RowSource row={row} timeZone={timeZone} />,
};

/** What every calendar ends with: how much it matters, whether the date is firm, and where it comes from. */
export const trailingColumns = [importanceColumn, statusColumn, sourceColumn];
