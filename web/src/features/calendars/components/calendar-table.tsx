import { useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CalendarRow, Ordering } from '@mc/api/calendars';
import { nextOrdering, sortState, type CalendarColumn } from '../columns/calendar-column.js';
import { groupHeading } from '../model/day-format.js';
import { groupByDay, tableLines, type TableLine } from '../model/day-groups.js';
import './calendar-table.css';

/** Line heights in pixels, fixed in the style sheet too (calendar-table.css), so the virtualizer needs no measuring. */
export const EVENT_LINE_PX = 56;
export const DAY_LINE_PX = 40;
/** Lines drawn beyond the visible ones, so a quick scroll or Tab never lands on a blank. */
const OVERSCAN = 12;

interface CalendarTableProps {
  /** Names the table for screen readers, e.g. "Earnings Calendar, Jul 13 – 19, 2026". */
  caption: string;
  columns: readonly CalendarColumn[];
  rows: readonly CalendarRow[];
  ordering: Ordering;
  onOrderingChange: (ordering: Ordering) => void;
  timeZone: string;
}

/**
 * The calendar's rows grouped by day in a real table. Only the lines in view (and a few around them) are
 * in the page: a year of earnings scrolls as smoothly as a week. Spacer rows above and below keep the
 * scroll height, and `aria-rowcount`/`aria-rowindex` tell assistive technology where each row sits.
 */
export function CalendarTable({ caption, columns, rows, ordering, onOrderingChange, timeZone }: CalendarTableProps) {
  const lines = useMemo(() => tableLines(groupByDay(rows, ordering)), [rows, ordering]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (lines[index].kind === 'day' ? DAY_LINE_PX : EVENT_LINE_PX),
    getItemKey: (index) => lineKey(lines[index]),
    overscan: OVERSCAN,
  });
  const shown = virtualizer.getVirtualItems();
  const spaceAbove = shown[0]?.start ?? 0;
  const spaceBelow = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);

  return (
    <div ref={scroller} className="calendar-table__scroller" tabIndex={0} role="region" aria-label={`${caption} (scrollable)`}>
      <table className="calendar-table" aria-rowcount={lines.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} ordering={ordering} onOrderingChange={onOrderingChange} />
            ))}
          </tr>
        </thead>
        <tbody>
          {spaceAbove > 0 && <Spacer height={spaceAbove} span={columns.length} />}
          {shown.map((item) => {
            const line = lines[item.index];
            const rowIndex = item.index + 2;
            return line.kind === 'day' ? (
              <tr key={item.key} className="calendar-table__day" aria-rowindex={rowIndex}>
                <th scope="colgroup" colSpan={columns.length}>
                  <span className="calendar-table__day-label">
                    <span className="calendar-table__day-name">{groupHeading(line.group)}</span>
                    <span className="calendar-table__day-count">
                      {line.group.rows.length} {line.group.rows.length === 1 ? 'event' : 'events'}
                    </span>
                  </span>
                </th>
              </tr>
            ) : (
              <tr key={item.key} className="calendar-table__event" aria-rowindex={rowIndex}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" className={cellClass(column)}>
                      {column.cell(line.row, timeZone)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)}>
                      {column.cell(line.row, timeZone)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {spaceBelow > 0 && <Spacer height={spaceBelow} span={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

const lineKey = (line: TableLine) => (line.kind === 'day' ? `day:${line.group.key}` : line.row.id);

const cellClass = (column: CalendarColumn) =>
  `calendar-table__cell calendar-table__cell--${column.id}${column.numeric ? ' calendar-table__cell--numeric' : ''}`;

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className="calendar-table__spacer" style={{ height }}>
      <td colSpan={span} />
    </tr>
  );
}

interface HeaderCellProps {
  column: CalendarColumn;
  ordering: Ordering;
  onOrderingChange: (ordering: Ordering) => void;
}

function HeaderCell({ column, ordering, onOrderingChange }: HeaderCellProps) {
  const sorted = sortState(column, ordering);
  const className = cellClass(column);
  if (!column.sort) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={sorted ?? 'none'}>
      <button type="button" className="calendar-table__sort" onClick={() => onOrderingChange(nextOrdering(column, ordering))}>
        {column.header}
        <span className="calendar-table__sort-mark" aria-hidden="true">
          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
