import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { defaultRangeExtractor, measureElement, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { CalendarRow, Ordering } from '@mc/api/calendars';
import { PHONE_QUERY, useMediaQuery } from '../../../ui/use-media-query.js';
import { FLEX_MIN_REM, nextOrdering, sortState, type CalendarColumn } from '../columns/calendar-column.js';
import { cardPlace, detailFields, laptopColumns, tableMinRem, type DetailField } from '../columns/card-places.js';
import type { CardLayout } from '../columns/columns-for.js';
import { groupHeading } from '../model/day-format.js';
import { groupByDay, tableLines, type TableLine } from '../model/day-groups.js';
import { sessionChangeDays, type MarketDays } from '../model/market-days.js';
import { ListStar } from '../../my-catalysts/add-to-list.js';
import { rowActionsRem } from '../columns/row-actions.js';
import { AddToCalendar } from './add-to-calendar.js';
import { MarketDayNotices } from './market-day-notice.js';
import './calendar-table.css';

/** Line heights in pixels, fixed in the style sheet too (calendar-table.css), so a laptop's lines need no measuring. */
export const EVENT_LINE_PX = 56;
export const DAY_LINE_PX = 40;
/** First guesses for the lines whose height depends on their content; the drawn lines are measured. */
const CARD_LINE_PX = 168;
const DETAIL_LINE_PX = 72;
/** Lines drawn beyond the visible ones, so a quick scroll or Tab never lands on a blank. */
const OVERSCAN = 12;

type Line = TableLine | { kind: 'detail'; row: CalendarRow };

interface CalendarTableProps {
  /** Names the table for screen readers, e.g. "Earnings Calendar, Jul 13 – 19, 2026". */
  caption: string;
  columns: readonly CalendarColumn[];
  /** What a row shows as a card on a phone. */
  card: CardLayout;
  rows: readonly CalendarRow[];
  ordering: Ordering;
  onOrderingChange: (ordering: Ordering) => void;
  timeZone: string;
  /** The range's market days (holidays, early closes, expirations), shown under their days' headings. */
  marketDays?: MarketDays;
  /** A subscriber's "Add to list" star beside each row that names a company. */
  listStars?: boolean;
}

const NO_MARKET_DAYS: MarketDays = new Map();

/**
 * The calendar's rows grouped by day in a real table. Only the lines in view (and a few around them) are
 * in the page: a year of earnings scrolls as smoothly as a week. Spacer rows keep the scroll height, and
 * `aria-rowcount`/`aria-rowindex` tell assistive technology where each row sits.
 *
 * One markup for every width: on a laptop the lower-priority columns fold into each row's details (a
 * disclosure button per row); below 40rem the style sheet draws each row as a card, and the details
 * then list what the card leaves out. The heading of the day in view stays drawn, so it can stay stuck.
 */
export function CalendarTable({
  caption,
  columns,
  card,
  rows,
  ordering,
  onOrderingChange,
  timeZone,
  marketDays = NO_MARKET_DAYS,
  listStars = false,
}: CalendarTableProps) {
  const id = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const shownColumns = useMemo(() => laptopColumns(columns), [columns]);
  const details = useMemo(() => detailFields(columns, card), [columns, card]);
  const lines = useMemo(
    () => withDetails(tableLines(groupByDay(rows, ordering, sessionChangeDays(marketDays))), expanded),
    [rows, ordering, marketDays, expanded],
  );
  const headings = useMemo(() => dayHeadingBefore(lines), [lines]);
  const span = shownColumns.length + 1;
  const withStars = listStars && rows.some((row) => row.ticker !== null);
  const actionsRem = rowActionsRem(withStars);

  const estimate = useCallback(
    (index: number) => {
      const line = lines[index];
      if (!line) return EVENT_LINE_PX;
      if (line.kind === 'day') return DAY_LINE_PX;
      if (line.kind === 'detail') return DETAIL_LINE_PX;
      return phone ? CARD_LINE_PX : EVENT_LINE_PX;
    },
    [lines, phone],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimate,
    getItemKey: (index) => lineKey(lines[index]),
    overscan: OVERSCAN,
    // A line's drawn height; where nothing is laid out (jsdom) the estimate stands.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimate(instance.indexFromElement(element)),
    // The heading of the day in view stays in the page, so the style sheet can keep it stuck at the top.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        const heading = headings[range.startIndex];
        return heading !== undefined && heading < indexes[0] ? [heading, ...indexes] : indexes;
      },
      [headings],
    ),
  });
  // Cards and table lines differ in height: measure again when the width crosses the phone's.
  useEffect(() => virtualizer.measure(), [phone, virtualizer]);

  const toggle = (rowId: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  const detailId = (row: CalendarRow) => `${id}-details-${row.id}`;

  const drawn = virtualizer.getVirtualItems();
  const body: ReactNode[] = [];
  let drawnTo = 0;
  for (const item of drawn) {
    if (item.start > drawnTo) body.push(<Spacer key={`gap:${item.key}`} height={item.start - drawnTo} span={span} />);
    drawnTo = Math.max(drawnTo, item.end);
    const line = lines[item.index];
    const common = { 'data-index': item.index, ref: virtualizer.measureElement, 'aria-rowindex': item.index + 2 };
    if (line.kind === 'day') {
      body.push(
        <tr key={item.key} {...common} className="calendar-table__day">
          <th scope="colgroup" colSpan={span}>
            <span className="calendar-table__day-label">
              <span className="calendar-table__day-name">{groupHeading(line.group)}</span>
              <span className="calendar-table__day-count">{eventCount(line.group.rows.length)}</span>
              {line.group.periodLabel === null && <MarketDayNotices notices={marketDays.get(line.group.date)} />}
            </span>
          </th>
        </tr>,
      );
    } else if (line.kind === 'detail') {
      body.push(
        <tr key={item.key} {...common} id={detailId(line.row)} className="calendar-table__detail">
          <td colSpan={span}>
            <RowDetails row={line.row} fields={details} timeZone={timeZone} />
          </td>
        </tr>,
      );
    } else {
      const open = expanded.has(line.row.id);
      body.push(
        <tr key={item.key} {...common} className={`calendar-table__event${open ? ' calendar-table__event--open' : ''}`}>
          {shownColumns.map((column, index) => {
            const className = cellClass(column, cardPlace(column, index, card));
            const content = column.cell(line.row, timeZone);
            return index === 0 ? (
              <th key={column.id} scope="row" className={className} data-label={column.header}>
                {content}
              </th>
            ) : (
              <td key={column.id} className={className} data-label={column.header}>
                {content}
              </td>
            );
          })}
          <td className="calendar-table__cell calendar-table__cell--disclose">
            <span className="row-actions">
              {withStars && line.row.ticker && <ListStar ticker={line.row.ticker} />}
              <AddToCalendar row={line.row} />
              <button
                type="button"
                className="row-disclosure"
                aria-expanded={open}
                aria-controls={detailId(line.row)}
                aria-label={`Details for ${rowName(line.row)}`}
                onClick={() => toggle(line.row.id)}
              >
                {/* Shown on a phone's card; the name says whose details they are. */}
                <span className="row-disclosure__words" aria-hidden="true">
                  Details
                </span>
                <svg className="row-disclosure__chevron" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
                </svg>
              </button>
            </span>
          </td>
        </tr>,
      );
    }
  }
  const below = virtualizer.getTotalSize() - drawnTo;
  if (below > 0) body.push(<Spacer key="gap:end" height={below} span={span} />);

  return (
    <div ref={scroller} className="calendar-table__scroller" tabIndex={0} role="region" aria-label={`${caption} (scrollable)`}>
      <table
        className="calendar-table"
        aria-rowcount={lines.length + 1}
        style={{ '--table-min-width': `${tableMinRem(columns, FLEX_MIN_REM, actionsRem)}rem` } as CSSProperties}
      >
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {shownColumns.map((column) => (
            <col key={column.id} style={column.rem ? { width: `${column.rem}rem` } : undefined} />
          ))}
          <col style={{ width: `${actionsRem}rem` }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {shownColumns.map((column, index) => (
              <HeaderCell
                key={column.id}
                column={column}
                place={cardPlace(column, index, card)}
                ordering={ordering}
                onOrderingChange={onOrderingChange}
              />
            ))}
            <th scope="col" className="calendar-table__cell calendar-table__cell--disclose">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

/** The lines with each opened row's details under it. */
function withDetails(lines: readonly TableLine[], expanded: ReadonlySet<string>): Line[] {
  if (expanded.size === 0) return [...lines];
  return lines.flatMap((line): Line[] =>
    line.kind === 'event' && expanded.has(line.row.id) ? [line, { kind: 'detail', row: line.row }] : [line],
  );
}

const eventCount = (count: number) => (count === 0 ? 'No events' : `${count} ${count === 1 ? 'event' : 'events'}`);

/** For each line, the index of the day heading it belongs under. */
function dayHeadingBefore(lines: readonly Line[]): number[] {
  let heading = 0;
  return lines.map((line, index) => (line.kind === 'day' ? (heading = index) : heading));
}

const lineKey = (line: Line) =>
  line.kind === 'day' ? `day:${line.group.key}` : line.kind === 'detail' ? `detail:${line.row.id}` : line.row.id;

/** What a row is called on its details button: its symbol, or the event's name. */
const rowName = (row: CalendarRow) => row.ticker ?? row.title;

const cellClass = (column: CalendarColumn, place: string | null) =>
  `calendar-table__cell calendar-table__cell--${column.id}${column.numeric ? ' calendar-table__cell--numeric' : ''}` +
  ` calendar-table__cell--card-${place ?? 'off'}`;

/** The fields a row's line leaves out, as a list of labelled values. */
export function RowDetails({ row, fields, timeZone }: { row: CalendarRow; fields: readonly DetailField[]; timeZone: string }) {
  return (
    <dl className="row-details">
      {fields.map(({ column, phoneOnly }) => (
        <div key={column.id} className={`row-details__field${phoneOnly ? ' row-details__field--phone' : ''}`}>
          <dt>{column.header}</dt>
          <dd>{column.cell(row, timeZone)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" className="calendar-table__spacer" style={{ height }}>
      <td colSpan={span} />
    </tr>
  );
}

interface HeaderCellProps {
  column: CalendarColumn;
  place: string | null;
  ordering: Ordering;
  onOrderingChange: (ordering: Ordering) => void;
}

function HeaderCell({ column, place, ordering, onOrderingChange }: HeaderCellProps) {
  const sorted = sortState(column, ordering);
  const className = cellClass(column, place);
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
