import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PortfolioKind, PortfolioRow } from '@mc/api';
import { CompanyLogo } from '../market/company-logo.js';
import { Change, MarketCap, Missing, NextCatalystLabel, Price } from './market-values.js';
import { DEFAULT_ORDER, nextOrder, sortRows, type RowOrder, type SortKey } from './portfolio-sort.js';

const LOGO_SIZE_PX = 24;

interface Column {
  key: SortKey;
  label: string;
  numeric?: boolean;
  cell: (row: PortfolioRow) => ReactNode;
}

function columnsFor(kind: PortfolioKind): Column[] {
  return [
    { key: 'rank', label: kind === 'flagship' ? 'Rank' : 'No.', numeric: true, cell: (row) => row.rank },
    {
      key: 'ticker',
      label: 'Ticker',
      cell: (row) => (
        <Link className="portfolio-table__ticker" to={row.path}>
          <CompanyLogo symbol={row.ticker} size={LOGO_SIZE_PX} className="portfolio-table__logo" />
          {row.ticker}
        </Link>
      ),
    },
    { key: 'name', label: 'Name', cell: (row) => <Link to={row.path}>{row.name}</Link> },
    { key: 'sector', label: 'Sector', cell: (row) => row.sector ?? <Missing label="Sector unknown" /> },
    { key: 'last', label: 'Last', numeric: true, cell: (row) => <Price value={row.last} /> },
    { key: 'change', label: 'Change', numeric: true, cell: (row) => <Change value={row.change} /> },
    { key: 'change_percent', label: 'Change %', numeric: true, cell: (row) => <Change value={row.change_percent} percent /> },
    { key: 'market_cap', label: 'Market cap', numeric: true, cell: (row) => <MarketCap value={row.market_cap} /> },
    { key: 'next_catalyst', label: 'Next catalyst', cell: (row) => <NextCatalystLabel catalyst={row.next_catalyst} /> },
  ];
}

/** The column's class (its place on a phone's card) and, for figures, the right alignment. */
const cellClass = (column: Column) => `portfolio-table__cell--${column.key}${column.numeric ? ' portfolio-table__numeric' : ''}`;

interface PortfolioTableProps {
  title: string;
  kind: PortfolioKind;
  rows: readonly PortfolioRow[];
  /** A control at the end of each row (a subscriber's "Add to list" star), under the heading `actionLabel`. */
  rowAction?: (row: PortfolioRow) => ReactNode;
  actionLabel?: string;
}

/**
 * The constituents, sortable by every column; each row's ticker and name open the company page. Narrower
 * than the table, it scrolls inside its own area with the number and ticker stuck at the left; below 40rem
 * each row is a card (portfolios.css), the header row a bar of sort buttons.
 */
export function PortfolioTable({ title, kind, rows, rowAction, actionLabel = 'Lists' }: PortfolioTableProps) {
  const [order, setOrder] = useState<RowOrder>(DEFAULT_ORDER);
  const columns = useMemo(() => columnsFor(kind), [kind]);
  const sorted = useMemo(() => sortRows(rows, order), [rows, order]);

  return (
    // A phone scrolls the table sideways inside this region, not the whole page.
    <div className="portfolio-table__scroll" role="region" aria-label={`${title} constituents`} tabIndex={0}>
      <table className="portfolio-table">
        <caption className="visually-hidden">
          {title}: {rows.length} rows. Select a column heading to sort.
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortedHere = order.key === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={sortedHere ? order.direction : 'none'} className={cellClass(column)}>
                  <button type="button" className="portfolio-table__sort" onClick={() => setOrder(nextOrder(order, column.key))}>
                    {column.label}
                    <span className="portfolio-table__arrow" aria-hidden="true">
                      {sortedHere ? (order.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            {rowAction && (
              <th scope="col" className="portfolio-table__cell--action">
                <span className="visually-hidden">{actionLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.ticker}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
              {rowAction && <td className="portfolio-table__cell--action">{rowAction(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
